import type { Content, ScheduleItem } from "../content";
import type { CalendarLinks as Links } from "../content/calendar.server";
import { formatLongDate, formatTime, type VenueZone } from "../content/time";
import { calendarRow, textLink } from "../invitation/buttons";
import { CalendarLinks } from "../ui/CalendarLinks";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";

type ScheduleSectionProps = {
  wedding: Content["wedding"];
  schedule: ScheduleItem[];
  /** The venue's time zone on the day, which every time is in. */
  zone: VenueZone;
  calendar: Links;
};

export function ScheduleSection({ wedding, schedule, zone, calendar }: ScheduleSectionProps) {
  return (
    <Section id="schedule">
      <SectionHeading caption={formatLongDate(wedding.date)}>Schedule</SectionHeading>
      <p className="-mt-6 text-center text-sm text-ink-soft">
        All times are {zone.name} ({zone.abbreviation}).
      </p>
      <CalendarLinks links={calendar} className={`mt-2 mb-12 ${calendarRow}`} linkClassName={textLink} />
      {/* Set as a printed order of events: times to the left of a centred rule, what happens to its right.
          A phone has no room for two columns of words: there the rule runs down the left, each time above its item. */}
      <ol className="mx-auto w-fit max-w-full sm:w-auto sm:max-w-2xl">
        {schedule.map((item) => (
          <li
            key={item.title}
            className="group grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 sm:grid-cols-[1fr_auto_1fr] sm:gap-x-8"
          >
            <time
              dateTime={item.time}
              className="col-start-2 row-start-1 pt-5 font-serif text-2xl text-gold-text sm:col-start-1 sm:py-5 sm:text-right sm:text-3xl"
            >
              {formatTime(item.time)}
            </time>
            <span
              aria-hidden="true"
              className="col-start-1 row-span-2 row-start-1 flex flex-col items-center sm:col-start-2 sm:row-span-1"
            >
              <span className="h-7 w-px bg-gold/60 group-first:invisible sm:h-9" />
              <span className="size-3.5 shrink-0 rotate-45 border border-gold bg-paper" />
              <span className="w-px flex-1 bg-gold/60 group-last:invisible" />
            </span>
            <p className="col-start-2 pb-5 text-lg tracking-wide sm:col-start-3 sm:row-start-1 sm:py-5 sm:pt-6">
              {item.title}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
