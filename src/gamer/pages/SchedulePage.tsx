import type { CalendarUrls, ScheduledEvent, VenueZone } from "../../content";
import { CalendarLinks } from "../../ui/CalendarLinks";
import { useWords } from "../../ui/locale";
import { Unbroken } from "../../ui/Unbroken";
import { fill } from "../../words/fill";
import { gameButton } from "../buttons";
import { PageTitle } from "../PageTitle";
import { Quest } from "./Quest";

export type ScheduleProps = {
  title: string;
  zone: VenueZone;
  calendar: CalendarUrls;
  dayEnd: string | null;
  events: ScheduledEvent[];
};

export function SchedulePage({ title, zone, calendar, dayEnd, events }: ScheduleProps) {
  const several = events.length > 1;
  const words = useWords();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {several ? (
        <div className="mx-2 text-center">
          <p className="text-shadow-pixel-sm text-2xl text-balance">
            <Unbroken>{fill(words.calendar.allTimes, { zone: zone.name })}</Unbroken>
          </p>
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
          number={several ? index + 1 : undefined}
          calendar={calendar}
          dayEnd={dayEnd}
        />
      ))}
    </>
  );
}
