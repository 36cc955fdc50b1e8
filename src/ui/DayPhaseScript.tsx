/** The instants the day's phases change at, in milliseconds since 1970 (src/site/calendar.server.ts). */
export type DayPhases = { morning: number; end: number };

/** Sets `<html data-day>` before the first paint, so app.css hides the room kept for other phases. Hash in the CSP. */
export function DayPhaseScript({ phases: { morning, end } }: { phases: DayPhases }) {
  const script = `document.documentElement.dataset.day=(n=>n<${morning}?"before":n<${end}?"today":"after")(Date.now())`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
