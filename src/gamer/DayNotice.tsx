import type { VenueZone } from "../content/time";
import type { DayStatus } from "../ui/wedding-day";
import { PixelHeart } from "./PixelHeart";

const LABELS = { before: "RSVP closed", today: "Today", after: "Thanks for playing!" };

/**
 * The start screen's line in the RSVP's row once replies are closed: on the
 * day "Today" and the item to look out for, afterwards the thanks. It keeps
 * the height of a menu row, so the change after hydration moves nothing.
 */
export function DayNotice({ status, zone }: { status: DayStatus; zone: VenueZone }) {
  const colour = status.phase === "before" ? "text-white/60" : status.phase === "after" ? "text-heart" : "text-coin";
  return (
    <p className="flex min-h-11 flex-wrap items-center justify-center gap-x-3 text-center">
      <span className={`font-pixel text-pixel-sm inline-flex items-center gap-2 sm:text-base ${colour}`}>
        {status.phase === "after" ? <PixelHeart className="size-4" /> : null}
        {LABELS[status.phase]}
      </span>
      {status.phase === "today" ? (
        <span className="text-xl">
          {status.upcoming ? "Next: " : "Now: "}
          {status.item.title}
          {status.upcoming ? (
            <>
              {" · "}
              {status.item.time} <abbr title={zone.name}>{zone.abbreviation}</abbr>
            </>
          ) : null}
        </span>
      ) : null}
    </p>
  );
}
