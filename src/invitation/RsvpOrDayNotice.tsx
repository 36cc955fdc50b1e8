import type { WeddingDay } from "../site";
import { ExternalLink } from "../ui/ExternalLink";
import { RsvpButton } from "../ui/RsvpButton";
import { isRsvpOpen, useDayStatus, type DayMoment } from "../ui/wedding-day";
import { useWords } from "../ui/locale";
import { fill } from "../words/fill";
import { ZoneAfterTime } from "../ui/ZoneAfterTime";
import { RoomFor } from "../ui/RoomFor";
import { keptTogether } from "../text/line-runs";

const TODAY_CLASS = "flex flex-col items-center gap-1";
const TODAY_WORD_CLASS = "caption-caps sm:text-sm";
// Broken anywhere where a word must, the zone's name among them, in the notice as in the room kept for it.
const TODAY_ITEM_CLASS = "max-w-xl font-serif text-xl text-balance [overflow-wrap:anywhere] sm:text-2xl";
const THANKS_CLASS = "font-serif text-2xl text-balance italic max-sm:px-3 sm:text-3xl";

/** Every state in one grid cell, the others as invisible room, so the change after hydration moves nothing. */
export function RsvpOrDayNotice({
  day,
  rsvpUrl,
  buttonClassName,
  className,
}: {
  /** Null where the site keeps the invitation on every date. */
  day: WeddingDay | null;
  rsvpUrl: string;
  buttonClassName: string;
  className: string;
}) {
  const status = useDayStatus(day);
  const words = useWords();
  const dayWords = words.day;
  const thanks = words.thanksAfter;
  const next = (moment: DayMoment) => fill(dayWords.next, { item: keptTogether(moment.title), time: moment.shownTime });
  return (
    <div className={`grid min-h-20 w-full place-items-center *:col-start-1 *:row-start-1 ${className}`}>
      {isRsvpOpen(status) ? <RsvpButton href={rsvpUrl} className={buttonClassName} /> : null}
      {status.phase === "today" && day ? (
        <p className={TODAY_CLASS}>
          <strong className={TODAY_WORD_CLASS}>{dayWords.today}</strong>
          <span className={TODAY_ITEM_CLASS}>
            {status.upcoming ? (
              <>
                {next(status.moment)} <ZoneAfterTime zone={day.zone} />
              </>
            ) : (
              fill(dayWords.now, { item: keptTogether(status.moment.title) })
            )}
          </span>
          {status.live ? (
            <ExternalLink href={status.live} className={`mt-3 ${buttonClassName}`}>
              {dayWords.watchLive}
            </ExternalLink>
          ) : null}
        </p>
      ) : null}
      {status.phase === "after" ? <p className={THANKS_CLASS}>{thanks}</p> : null}
      {day ? (
        <>
          {day.moments.map((item, index) => (
            <span key={index} className={`invisible ${TODAY_CLASS}`} data-day-shows="today">
              <RoomFor text={dayWords.today} className={TODAY_WORD_CLASS} />
              <RoomFor text={`${next(item)} ${day.zone.afterTime}`} className={TODAY_ITEM_CLASS} />
              {day.live.length > 0 ? <RoomFor text={dayWords.watchLive} className={`mt-3 ${buttonClassName}`} /> : null}
            </span>
          ))}
          <RoomFor text={thanks} className={`invisible ${THANKS_CLASS}`} data-day-shows="after" />
        </>
      ) : null}
    </div>
  );
}
