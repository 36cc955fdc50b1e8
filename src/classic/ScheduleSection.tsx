import type { Content, ScheduleItem } from "../content";
import { formatLongDate, formatTime } from "../content/time";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";

export function ScheduleSection({ wedding, schedule }: { wedding: Content["wedding"]; schedule: ScheduleItem[] }) {
  return (
    <Section id="schedule">
      <SectionHeading caption={formatLongDate(wedding.date)}>Schedule</SectionHeading>
      <ol className="mx-auto max-w-md border-l border-gold/60">
        {schedule.map((item) => (
          <li key={item.title} className="relative pb-12 pl-10 last:pb-0">
            <span aria-hidden="true" className="absolute top-2 -left-[7px] size-3.5 rotate-45 border border-gold bg-paper" />
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
