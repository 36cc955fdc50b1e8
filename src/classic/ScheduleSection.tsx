import type { Content, ScheduleItem } from "../content";
import { formatLongDate, formatTime } from "../content/time";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";

type ScheduleSectionProps = {
  wedding: Content["wedding"];
  schedule: ScheduleItem[];
  /** The venue's time zone on the day, "Pacific Daylight Time", which every time is in. */
  zoneName: string;
};

export function ScheduleSection({ wedding, schedule, zoneName }: ScheduleSectionProps) {
  return (
    <Section id="schedule">
      <SectionHeading caption={formatLongDate(wedding.date)}>Schedule</SectionHeading>
      <p className="-mt-6 mb-12 text-center text-sm text-ink-soft">All times are {zoneName}.</p>
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
