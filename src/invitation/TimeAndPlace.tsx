import { Unbroken } from "../ui/Unbroken";
import { fill } from "../words/fill";

/** The main event's time and place, and its town unless the place's name says it. */
export type MainEvent = { clock: string; place: string; city?: string };

/**
 * The main event's time, place and town, a line each, as the invitation's hero and the printed invitation set
 * them: side by side, a long place wrapped and left its neighbours a line's odd ends. `lineClassName` makes each
 * line one box.
 */
export function TimeAndPlace({
  main,
  timeWords,
  lineClassName,
}: {
  main: MainEvent;
  /** The words the time is set in: "{time}", "um {time}". */
  timeWords: string;
  lineClassName: string;
}) {
  return (
    <>
      <span className={lineClassName}>{fill(timeWords, { time: main.clock })}</span>
      <br />
      <span className={lineClassName}>
        <Unbroken>{main.place}</Unbroken>
      </span>
      {main.city ? (
        <>
          <br />
          <bdi>{main.city}</bdi>
        </>
      ) : null}
    </>
  );
}
