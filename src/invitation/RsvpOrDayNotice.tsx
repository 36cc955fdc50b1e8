import type { WeddingDay } from "../content/calendar.server";
import { ExternalLink } from "../ui/ExternalLink";
import { RsvpButton } from "../ui/RsvpButton";
import { isRsvpOpen, useDayStatus } from "../ui/wedding-day";
import { useWords } from "../ui/locale";
import { fill } from "../words/plural";
import { ZoneAbbr } from "../ui/ZoneAbbr";
import { RoomFor } from "../ui/RoomFor";
import { keptTogether } from "../ui/Unbroken";

const TODAY_CLASS = "flex flex-col items-center gap-1";
const TODAY_WORD_CLASS = "caption-caps sm:text-sm";
const TODAY_ITEM_CLASS = "max-w-xl font-serif text-xl text-balance sm:text-2xl";
/** On a phone a little in from the card's sides, where a line of thanks that only just fitted ran to its frame. */
const THANKS_CLASS = "font-serif text-2xl text-balance italic max-sm:px-3 sm:text-3xl";

/**
 * The invitation's call to action, as the guest's clock has it: the RSVP
 * button while replies are open, on the day "Today" with the item to look
 * out for (and "Watch live" while a streamed event is on), and afterwards
 * the couple's thanks (`thanksAfter`). Every state lies in one grid
 * cell, the ones not shown as invisible room ("Today" with each item, the
 * thanks), so the box is the size of the largest from the first paint: the
 * change after hydration moves nothing on the page, whatever the couple's words.
 * Each room is kept for its phase of the day only (`data-day-shows`): the
 * guest's phase, known before the first paint, leaves no room for the others.
 */
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
  const said = words.day;
  const thanks = words.thanksAfter;
  /** "Next: Dinner at 5:00 PM PT", the zone after the time in an <abbr>. */
  const next = (item: { title: string; time: string }) =>
    fill(said.next, { item: keptTogether(item.title), time: item.time });
  return (
    <div className={`grid min-h-20 w-full place-items-center *:col-start-1 *:row-start-1 ${className}`}>
      {isRsvpOpen(status) ? <RsvpButton href={rsvpUrl} className={buttonClassName} /> : null}
      {status.phase === "today" && day ? (
        <p className={TODAY_CLASS}>
          <strong className={TODAY_WORD_CLASS}>{said.today}</strong>
          <span className={TODAY_ITEM_CLASS}>
            {status.upcoming ? (
              <>
                {next(status.item)} <ZoneAbbr zone={day.zone} />
              </>
            ) : (
              fill(said.now, { item: keptTogether(status.item.title) })
            )}
          </span>
          {status.live ? (
            <ExternalLink href={status.live} className={`mt-3 ${buttonClassName}`}>
              {said.watchLive}
            </ExternalLink>
          ) : null}
        </p>
      ) : null}
      {status.phase === "after" ? <p className={THANKS_CLASS}>{thanks}</p> : null}
      {day ? (
        <>
          {day.schedule.map((item) => (
            <span key={item.at} className={`invisible ${TODAY_CLASS}`} data-day-shows="today">
              <RoomFor text={said.today} className={TODAY_WORD_CLASS} />
              <RoomFor text={`${next(item)} ${day.zone.abbreviation}`} className={TODAY_ITEM_CLASS} />
              {day.live.length > 0 ? <RoomFor text={said.watchLive} className={`mt-3 ${buttonClassName}`} /> : null}
            </span>
          ))}
          <RoomFor text={thanks} className={`invisible ${THANKS_CLASS}`} data-day-shows="after" />
        </>
      ) : null}
    </div>
  );
}
