import type { WeddingDay } from "../site";

/** The instants the day's phases change at, in milliseconds since 1970 (src/site/calendar.server.ts). */
export type DayPhases = { rsvpCloses: number; morning: number; end: number };

export const dayPhasesOf = (day: WeddingDay): DayPhases => ({
  rsvpCloses: Date.parse(day.rsvpCloses),
  morning: Date.parse(day.morning),
  end: Date.parse(day.end),
});

/** Names the guest's phase as `useDayStatus` (./wedding-day.ts) will, in the same order of tests. */
export const dayPhaseScript = ({ rsvpCloses, morning, end }: DayPhases) =>
  `document.documentElement.dataset.day=(n=>n>=${end}?"after":n>=${morning}?"today":n<${rsvpCloses}?"before":"closed")(Date.now())`;

/**
 * Sets `<html data-day>` before the first paint ("closed": before the day, replies closed), so app.css hides the
 * room kept for other phases. Hash in the CSP.
 */
export function DayPhaseScript({ phases }: { phases: DayPhases }) {
  return <script dangerouslySetInnerHTML={{ __html: dayPhaseScript(phases) }} />;
}
