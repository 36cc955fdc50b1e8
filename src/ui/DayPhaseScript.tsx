/** The instants the day's phases change at, in milliseconds since 1970 (src/site/calendar.server.ts). */
export type DayPhases = { rsvpCloses: number; morning: number; end: number };

/**
 * Sets `<html data-day>` before the first paint ("closed": before the day, replies closed), so app.css hides the
 * room kept for other phases. Hash in the CSP.
 */
export function DayPhaseScript({ phases: { rsvpCloses, morning, end } }: { phases: DayPhases }) {
  const script = `document.documentElement.dataset.day=(n=>n<${rsvpCloses}?"before":n<${morning}?"closed":n<${end}?"today":"after")(Date.now())`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
