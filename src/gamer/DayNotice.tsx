import type { VenueZone } from "../site";
import type { DayStatus } from "../ui/wedding-day";
import { ExternalLink } from "../ui/ExternalLink";
import { gameButton } from "./buttons";
import { PixelHeart } from "./PixelHeart";
import { fillWith, useWords } from "../ui/locale";
import { ZoneAfterTime } from "../ui/ZoneAfterTime";
import { keptTogether } from "../text/line-runs";
import { RoomFor } from "../ui/RoomFor";

const NOTICE =
  "font-pixel text-pixel-sm border-mana/40 flex min-h-11 items-center justify-center gap-3 border-b-2 border-dashed py-2 text-center leading-relaxed sm:text-base";

/** In the RSVP's row, as the day's phases wrap it, whatever the words: it takes the row's place after hydration. */
export function DayNotice({ status }: { status: Exclude<DayStatus, { phase: "before" }> }) {
  const words = useWords();
  const label = { closed: words.game.rsvpClosed, today: words.day.today, after: words.game.thanksShort }[status.phase];
  // Not the coin's yellow, which marks the item under the cursor: "Today" in the mana's blue.
  const colour = status.phase === "closed" ? "text-white/60" : status.phase === "after" ? "text-heart" : "text-mana";
  const heart = status.phase === "closed" ? null : <PixelHeart className="size-4 shrink-0 max-sm:hidden" />;
  return (
    <p className={`${NOTICE} ${colour}`}>
      {heart}
      {label}
      {heart}
    </p>
  );
}

/**
 * The room each phase's notice takes, kept invisible in the RSVP's row from the first paint and shown for the
 * guest's phase alone (src/ui/DayPhaseScript.tsx): a notice that wraps where the RSVP did not moves no row below.
 */
export function DayNoticeRooms() {
  const words = useWords();
  const rooms = { closed: words.game.rsvpClosed, today: words.day.today, after: words.game.thanksShort };
  return Object.entries(rooms).map(([phase, label]) => (
    <RoomFor key={phase} text={label} className={`invisible ${NOTICE}`} data-day-shows={phase} />
  ));
}

/** At the menu panel's foot: the couple's words may run to a few lines, and nothing there follows them. */
export function NextOnTheDay({ status, zone }: { status: DayStatus; zone: VenueZone }) {
  const words = useWords();
  if (status.phase !== "today") return null;
  const { moment, upcoming, live } = status;
  return (
    <div className="border-mana/40 mt-4 border-t-2 border-dashed pt-3 text-center text-xl">
      <p>
        {upcoming ? (
          <>
            {fillWith(words.day.next, {
              item: <span className="text-coin">{keptTogether(moment.title)}</span>,
              time: moment.shownTime,
            })}{" "}
            <ZoneAfterTime zone={zone} />
          </>
        ) : (
          fillWith(words.day.now, { item: <span className="text-coin">{keptTogether(moment.title)}</span> })
        )}
      </p>
      {live ? (
        <ExternalLink href={live} className={gameButton}>
          {words.day.watchLive}
        </ExternalLink>
      ) : null}
    </div>
  );
}
