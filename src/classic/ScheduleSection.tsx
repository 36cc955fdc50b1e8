import { useIsOver } from "../ui/wedding-day";
import type { ClassicSchedule, Livestream, ScheduledDay, ScheduledMoment } from "../site";
import { useWords } from "../ui/locale";
import { fill } from "../words/fill";
import { calendarRow, textLink } from "../invitation/buttons";
import { CalendarLinks, GoogleCalendarLink } from "../ui/CalendarLinks";
import { ExternalLink } from "../ui/ExternalLink";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";
import { Unbroken } from "../ui/Unbroken";
import { AddressLine } from "../ui/places/PostalAddress";
import { isShortNote } from "../ui/short-note";

type ScheduleSectionProps = {
  schedule: ClassicSchedule;
};

/** Calendar links and streams go once the day is over: below the hero's first screen, that moves nothing seen. */
export function ScheduleSection({ schedule }: ScheduleSectionProps) {
  const words = useWords();
  return (
    <Section id="schedule">
      <SectionHeading caption={schedule.dateSpan}>{words.pages.schedule.title}</SectionHeading>
      <p className="mx-auto -mt-6 max-w-[36em] text-center text-sm text-ink-soft">
        <Unbroken>{`${fill(words.calendar.allTimes, { zone: schedule.zone })}.`}</Unbroken>
      </p>
      <CalendarLinks links={schedule.calendar} className={`mt-2 ${calendarRow}`} linkClassName={textLink} />
      {"only" in schedule ? (
        <>
          {schedule.only.livestream ? <LivestreamLink stream={schedule.only.livestream} /> : null}
          {schedule.only.dressCode || schedule.only.note ? (
            <div className="mt-8 text-center">
              <EventNotes event={schedule.only} />
            </div>
          ) : null}
          <MomentList moments={schedule.only.moments} className="mt-12" />
        </>
      ) : (
        schedule.days.map((ofDay, index) => (
          <div key={index} className="mx-auto mt-12 max-w-3xl lg:max-w-4xl">
            {ofDay.heading ? (
              <h3 className="caption-caps text-center sm:text-sm">
                <time dateTime={ofDay.heading.date}>
                  <Unbroken tracked>{ofDay.heading.dateLine}</Unbroken>
                </time>
              </h3>
            ) : null}
            {ofDay.events.map((event) => (
              <EventOfTheDay key={event.name} event={event} heading={ofDay.heading ? "h4" : "h3"} />
            ))}
          </div>
        ))
      )}
    </Section>
  );
}

function LivestreamLink({ stream }: { stream: Livestream }) {
  const words = useWords();
  if (useIsOver()) return null;
  return (
    <p className={`mt-2 text-ink-soft ${calendarRow}`}>
      {words.classic.streamedLive}
      <ExternalLink href={stream.url} className={textLink}>
        {words.day.watchLive}
        <span className="sr-only"> {fill(words.forName, { name: stream.name })}</span>
      </ExternalLink>
    </p>
  );
}

function EventOfTheDay({ event, heading: Heading }: { event: ScheduledDay["events"][number]; heading: "h3" | "h4" }) {
  const isOver = useIsOver();
  return (
    <article className="mt-8 border-t border-gold/40 pt-8 text-center sm:rounded-sm sm:border sm:bg-paper sm:px-6 sm:pb-8 lg:px-10">
      <Heading className="font-serif text-3xl font-medium">
        <Unbroken>{event.name}</Unbroken>
      </Heading>
      <p className="mt-2 text-lg">{event.timeRange}</p>
      <p className="mt-1 text-ink-soft">
        <Unbroken>{event.place.name}</Unbroken>
        <br />
        <AddressLine place={event.place} />
      </p>
      <EventNotes event={event} />
      {event.livestream ? <LivestreamLink stream={event.livestream} /> : null}
      {isOver ? null : (
        <p className={`mt-2 ${calendarRow}`}>
          <GoogleCalendarLink href={event.google} name={event.name} className={textLink} />
        </p>
      )}
      {event.moments.length > 0 ? <MomentList moments={event.moments} className="mt-4" /> : null}
    </article>
  );
}

/** The letters a line of the note holds on a phone, at 375 px. */
const NOTE_LETTERS = 40;

function EventNotes({ event }: { event: { dressCode?: string; note?: string } }) {
  const words = useWords();
  return (
    <>
      {event.dressCode ? (
        <p className="mx-auto mt-3 max-w-lg text-balance">
          {/* A label before its words on wider screens: nothing to centre on its own. */}
          <span className="caption-caps max-sm:block sm:ps-0">{words.classic.dressCode}</span>{" "}
          <Unbroken>{event.dressCode}</Unbroken>
        </p>
      ) : null}
      {event.note ? (
        // A short note is centred with the card, and read from its edge only where enlarged text makes it long.
        // A long one reads from its edge on a phone, set apart between rules that take nothing from its lines.
        <div className="@container">
          <p
            className={`mx-auto mt-3 max-w-lg leading-relaxed ${isShortNote(event.note, NOTE_LETTERS) ? "text-balance @max-[18em]:text-start" : "text-pretty max-sm:mt-4 max-sm:border-y max-sm:border-gold/40 max-sm:py-3 max-sm:text-start"}`}
          >
            <Unbroken>{event.note}</Unbroken>
          </p>
        </div>
      ) : null}
    </>
  );
}

function MomentList({ moments, className = "" }: { moments: ScheduledMoment[]; className?: string }) {
  return (
    <ol className={`mx-auto max-w-3xl text-center sm:text-start ${className}`}>
      {moments.map((item) => (
        <li
          key={item.title}
          className="group grid justify-items-center sm:grid-cols-[1fr_auto_1fr] sm:items-baseline sm:gap-x-5 lg:gap-x-8"
        >
          {/* Beside its title, the time's figures stand taller than the title's small letters: set a tenth of an em
              lower than the shared baseline, they are centred on the diamond and the small letters as those are. */}
          <time
            dateTime={item.time}
            className="row-start-2 pt-1 font-serif text-2xl text-gold-text lining-nums sm:col-start-1 sm:row-start-1 sm:translate-y-[0.1em] sm:justify-self-stretch sm:py-5 sm:text-end sm:text-3xl"
          >
            {item.shownTime}
          </time>
          {/* A line of marks joins moments; a moment alone is no line, and a lone mark would read as one. */}
          {moments.length > 1 ? (
            <span aria-hidden="true" className="row-start-1 flex flex-col items-center sm:col-start-2 sm:self-stretch">
              <span className="h-8 w-px bg-gold/60 group-first:invisible max-sm:group-first:hidden sm:h-9" />
              <span className="size-3.5 shrink-0 rotate-45 border border-gold bg-paper" />
              <span className="w-px flex-1 bg-gold/60 group-last:invisible max-sm:hidden" />
            </span>
          ) : null}
          <p className="row-start-3 text-lg tracking-wide text-balance [overflow-wrap:anywhere] sm:col-start-3 sm:row-start-1 sm:justify-self-stretch sm:py-5">
            <Unbroken>{item.title}</Unbroken>
          </p>
        </li>
      ))}
    </ol>
  );
}
