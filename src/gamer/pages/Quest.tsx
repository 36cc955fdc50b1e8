import { MapPin } from "pixelarticons/react/MapPin.js";
import type { CalendarUrls, NumberedQuest, OnlyQuest, Stage } from "../../site";
import { CalendarLinks, GoogleCalendarLink } from "../../ui/CalendarLinks";
import { ExternalLink } from "../../ui/ExternalLink";
import { useWords } from "../../ui/locale";
import { AddressLine } from "../../ui/places/PostalAddress";
import { Unbroken } from "../../ui/Unbroken";
import { Isolated } from "../Isolated";
import { directionOfText } from "../text-direction";
import { useIsOver } from "../../ui/wedding-day";
import { fill } from "../../words/fill";
import { gameButton } from "../buttons";
import { cardsInARow } from "../../ui/rows";
import { stagesInARowAtMost } from "../bar-widths";
import { Panel } from "../Panel";
import { isShortNote } from "../../ui/short-note";

const STAGE_WIDTHS: Record<number, string> = {
  1: "sm:w-[calc(50%-var(--spacing)*6)]",
  2: "sm:w-[calc(50%-var(--spacing)*6)]",
  3: "sm:w-[calc(50%-var(--spacing)*6)] xl:w-[calc(100%/3-var(--spacing)*7)]",
  4: "sm:w-[calc(50%-var(--spacing)*6)] xl:w-[calc(25%-var(--spacing)*7)]",
};
const THIRDS_FROM_A_TABLET = "sm:w-[calc(50%-var(--spacing)*6)] md:w-[calc(100%/3-var(--spacing)*7)]";

/** A weekend's event, numbered; or a wedding's one, named by its place, with the page's calendar links. */
export type QuestProps = {
  /** The venue's zone in full, which every time of the quest is in: "Pacific Daylight Time (PT)". */
  zone: string;
  calendar: CalendarUrls;
} & { event: NumberedQuest | OnlyQuest };

/** The letters a line of the note holds in a quest's panel on a phone, at 375 px. */
const NOTE_LETTERS = 26;

export function Quest({ event, zone, calendar }: QuestProps) {
  const words = useWords();
  const gameWords = words.game;
  // A weekend's event is numbered, named and linked to Google Calendar; a wedding's only one is named by its place.
  const numbered = "quest" in event;
  const isOver = useIsOver();
  const watchLive = event.livestream ? (
    <ExternalLink href={event.livestream.url} className={gameButton}>
      {words.day.watchLive}
      <span className="sr-only"> {fill(words.forName, { name: event.livestream.name })}</span>
    </ExternalLink>
  ) : null;
  return (
    <section className={numbered ? "mt-14" : ""}>
      <Panel className="text-center">
        {numbered ? <p className="font-pixel text-mana text-pixel-2xs">{event.quest}</p> : null}
        <h2 className={`font-pixel text-coin text-pixel-base leading-relaxed sm:text-lg ${numbered ? "mt-3" : ""}`}>
          {/* A place's name isolated, so Latin letters keep their word gaps on a Hebrew page; an event's is in the page's language. */}
          {numbered ? <Unbroken>{event.name}</Unbroken> : <Isolated text={event.place.name} />}
        </h2>
        {numbered ? (
          <p className="mt-2 text-2xl">
            <Isolated text={event.place.name} />
          </p>
        ) : null}
        {/* Balanced, so a long weekday ("sexta-feira") leaves no year alone on a phone's second line. */}
        <p className="mt-3 text-2xl text-balance sm:text-3xl">
          <Unbroken>{event.dateLine}</Unbroken>
        </p>
        <p className="text-mana text-2xl sm:text-3xl">{event.timeRange}</p>
        {numbered ? null : (
          // A measure of its own, as the classic schedule's: a long zone's name ran the line across the whole panel.
          <p className="mx-auto max-w-[30em] text-xl text-balance">
            <Unbroken>{fill(words.calendar.allTimes, { zone })}</Unbroken>
          </p>
        )}
        <p className="mt-2 text-xl sm:text-2xl">
          <span className="inline-block max-w-full">
            <MapPin aria-hidden="true" className="text-heart me-2 inline size-6 align-[-0.2em]" />
            <AddressLine place={event.place} directionOf={directionOfText} />
          </span>
        </p>
        {event.dressCode ? (
          <p className="mt-2 text-2xl text-balance">
            <span className="text-mana">{gameWords.dressCode}</span> <Unbroken>{event.dressCode}</Unbroken>
          </p>
        ) : null}
        {event.note ? (
          // As on the classic page: a short note centred, a long one read from its edge on a phone, between rules.
          <div className="@container">
            <p
              className={`mx-auto mt-2 max-w-xl text-2xl leading-snug ${isShortNote(event.note, NOTE_LETTERS) ? "text-balance @max-[12em]:text-start" : "max-sm:border-mana/40 max-sm:mt-3 max-sm:border-y-2 max-sm:border-dashed max-sm:py-2 max-sm:text-start"}`}
            >
              <Unbroken>{event.note}</Unbroken>
            </p>
          </div>
        ) : null}
        {event.livestream ? (
          <p className="mt-2 text-2xl">
            <span className="text-mana">{gameWords.streamedLive}</span> {gameWords.forEveryone}
          </p>
        ) : null}
        {numbered ? (
          <p className={`mt-4 flex flex-wrap justify-center gap-x-2 gap-y-5 ${isOver ? "invisible" : ""}`}>
            <GoogleCalendarLink href={event.google} name={event.name} className={gameButton} />
            {watchLive}
          </p>
        ) : (
          <>
            <CalendarLinks
              links={calendar}
              keepRoom
              className="mt-4 grid justify-center gap-y-3 sm:flex sm:flex-wrap sm:gap-x-2 sm:gap-y-5"
              linkClassName={`${gameButton} justify-center`}
            />
            {watchLive ? <p className={`mt-5 flex justify-center ${isOver ? "invisible" : ""}`}>{watchLive}</p> : null}
          </>
        )}
      </Panel>
      {event.moments.length > 0 ? <Stages stages={event.moments} heading={numbered ? "h3" : "h2"} /> : null}
    </section>
  );
}

function Stages({ stages, heading: Heading }: { stages: Stage[]; heading: "h2" | "h3" }) {
  const most = stagesInARowAtMost(stages.map((item) => item.title));
  const perRow = cardsInARow(stages.length, most);
  // Three to a row from a tablet on, where a wide screen's four would fit: a third of a tablet's row holds what a
  // quarter of a wide one does, and two to a row left the third stage alone.
  const width = perRow === 3 && most === 4 ? THIRDS_FROM_A_TABLET : STAGE_WIDTHS[perRow];
  return (
    <ol className="mt-5 flex flex-wrap justify-center gap-4">
      {stages.map((item) => (
        <Panel
          as="li"
          key={item.title}
          className={`w-inside-frame flex flex-col items-center text-center max-sm:py-4 ${width}`}
        >
          <p className="flex flex-wrap items-baseline justify-center gap-x-3 sm:flex-col sm:items-center sm:gap-3">
            <span className="font-pixel text-mana text-pixel-2xs">{item.stage}</span>
            <time dateTime={item.time} className="font-pixel text-coin text-pixel-lg">
              {item.shownTime}
            </time>
          </p>
          <Heading className="mt-2 text-3xl leading-none [overflow-wrap:anywhere] sm:mt-3">
            <Unbroken>{item.title}</Unbroken>
          </Heading>
        </Panel>
      ))}
    </ol>
  );
}
