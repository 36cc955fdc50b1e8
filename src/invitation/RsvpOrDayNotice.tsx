import type { WeddingDay } from "../content/calendar.server";
import { RsvpButton } from "../ui/RsvpButton";
import { useDayStatus } from "../ui/wedding-day";

/**
 * The invitation's call to action, as the guest's clock has it: the RSVP
 * button while replies are open, on the day "Today" with the item to look
 * out for, and afterwards the couple's thanks. The box keeps one size for
 * all of them (the full width, a fixed least height), so the change after
 * hydration moves nothing on the page.
 */
export function RsvpOrDayNotice({
  day,
  rsvpUrl,
  thanks,
  buttonClassName,
  className,
}: {
  /** Null where the site keeps the invitation on every date. */
  day: WeddingDay | null;
  rsvpUrl: string;
  thanks: string;
  buttonClassName: string;
  className: string;
}) {
  const status = useDayStatus(day);
  return (
    <div className={`flex min-h-20 w-full flex-col items-center justify-center ${className}`}>
      {status.phase === "before" && status.rsvpOpen ? <RsvpButton href={rsvpUrl} className={buttonClassName} /> : null}
      {status.phase === "today" && day ? (
        <p className="flex flex-col items-center gap-1">
          <strong className="caption-caps sm:text-sm">Today</strong>
          <span className="font-serif text-xl sm:text-2xl">
            {status.upcoming ? "Next: " : "Now: "}
            {status.item.title}
            {status.upcoming ? (
              <>
                {" at "}
                {status.item.time} <abbr title={day.zone.name}>{day.zone.abbreviation}</abbr>
              </>
            ) : null}
          </span>
        </p>
      ) : null}
      {status.phase === "after" ? <p className="font-serif text-xl text-balance italic sm:text-2xl">{thanks}</p> : null}
    </div>
  );
}
