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
      <ol className="mx-auto max-w-md border-l border-gold/60">
        {schedule.map((item) => (
          <li key={item.title} className="relative pb-12 pl-10 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-2 -left-[7px] size-3.5 rotate-45 border border-gold bg-paper"
            />
            <time dateTime={item.time} className="font-serif text-3xl text-gold-text">
              {formatTime(item.time)}
            </time>
            <p className="mt-1 text-lg tracking-wide">{item.title}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
