import { phaseAt, type DayPhases } from "./day-phases";

export const dayPhaseScript = (phases: DayPhases) =>
  `document.documentElement.dataset.day=(${phaseAt})(${JSON.stringify(phases)},Date.now())`;

/**
 * Sets `<html data-day>` before the first paint, so app.css hides the room kept for other phases; the page
 * keeps it current once it runs (src/root.tsx). Hash in the CSP.
 */
export function DayPhaseScript({ phases }: { phases: DayPhases }) {
  return <script dangerouslySetInnerHTML={{ __html: dayPhaseScript(phases) }} />;
}
