import type { Content, ScheduleItem } from "../content";
import type { CalendarLinks as Links } from "../content/calendar";
import { formatLongDate, formatTime, type VenueZone } from "../content/time";
import { calendarRow, textLink } from "../ui/buttons";
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
      {/* Set as a printed order of events: times to the left of a centred rule, what happens to its right. */}
      <ol className="mx-auto max-w-2xl">
        {schedule.map((item) => (
          <li key={item.title} className="group grid grid-cols-[1fr_auto_1fr] gap-x-4 sm:gap-x-8">
            <time dateTime={item.time} className="py-5 text-right font-serif text-2xl text-gold-text sm:text-3xl">
              {formatTime(item.time)}
            </time>
            <span aria-hidden="true" className="flex flex-col items-center">
              <span className="h-8 w-px bg-gold/60 group-first:invisible sm:h-9" />
              <span className="size-3.5 shrink-0 rotate-45 border border-gold bg-paper" />
              <span className="w-px flex-1 bg-gold/60 group-last:invisible" />
            </span>
            <p className="py-5 text-lg tracking-wide sm:pt-6">{item.title}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
