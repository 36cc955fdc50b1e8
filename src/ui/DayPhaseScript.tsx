import type { WeddingDay } from "../content";

export type DayPhases = Pick<WeddingDay, "morning" | "end">;

/** Sets `<html data-day>` before the first paint, so app.css hides the room kept for other phases. Hash in the CSP. */
export function DayPhaseScript({ phases }: { phases: DayPhases }) {
  const [morning, end] = [Date.parse(phases.morning), Date.parse(phases.end)];
  const script = `document.documentElement.dataset.day=(n=>n<${morning}?"before":n<${end}?"today":"after")(Date.now())`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
