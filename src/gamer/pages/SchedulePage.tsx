import type { CalendarLinks as CalendarLinkSet, ScheduledEvent } from "../../content/calendar.server";
import type { VenueZone } from "../../content";
import { CalendarLinks } from "../../ui/CalendarLinks";
import { useWords } from "../../ui/locale";
import { Unbroken } from "../../ui/Unbroken";
import { fill } from "../../words/plural";
import { gameButton } from "../buttons";
import { PageTitle } from "../PageTitle";
import { Quest } from "./Quest";

export type ScheduleProps = {
  title: string;
  zone: VenueZone;
  calendar: CalendarLinkSet;
  dayEnd: string | null;
  events: ScheduledEvent[];
};

/** The schedule as a quest: a wedding of one event is its stages; a weekend, one quest after another. */
export function SchedulePage({ title, zone, calendar, dayEnd, events }: ScheduleProps) {
  const several = events.length > 1;
  const words = useWords();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {/* Under the title, on the night: a panel round one line and a button stood nearly empty. */}
      {several ? (
        <div className="mx-2 text-center">
          <p className="text-shadow-pixel-sm text-2xl text-balance">
            <Unbroken>{fill(words.calendar.allTimes, { zone: zone.name })}</Unbroken>
          </p>
          {/* The file holds every quest; each quest below has its own Google link. */}
          <CalendarLinks
            links={{ ics: calendar.ics }}
            dayEnd={dayEnd}
            keepRoom
            className="mt-2 flex flex-wrap justify-center gap-x-2 gap-y-5"
            linkClassName={gameButton}
          />
        </div>
      ) : null}
      {events.map((event, index) => (
        <Quest
          key={event.name}
          event={event}
          zone={zone}
          // A weekend's quests are numbered and named; a wedding of one event is headed by its place, as a level is.
          number={several ? index + 1 : undefined}
          calendar={calendar}
          dayEnd={dayEnd}
        />
      ))}
    </>
  );
}
