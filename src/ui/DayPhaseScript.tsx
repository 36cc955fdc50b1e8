import type { WeddingDay } from "../content/calendar.server";

/** The instants the day's phases change at, all the head's script needs of the day. */
export type DayPhases = Pick<WeddingDay, "morning" | "end">;

/**
 * Before the page is first drawn, sets `<html data-day>` to the day's phase by
 * the guest's clock ("before", "today" or "after", as `dayStatus` has them), so
 * that app.css hides at once what is kept for the other phases (`data-day-shows`):
 * a box sized for every phase's words, which the prerendered page must hold,
 * then takes only the room of the guest's. Hydration and the minute's clock
 * keep it up to date (`useDayStatus`). Inline and tiny, its hash in the
 * Content-Security-Policy; without JavaScript nothing is hidden.
 */
export function DayPhaseScript({ phases }: { phases: DayPhases }) {
  const [morning, end] = [Date.parse(phases.morning), Date.parse(phases.end)];
  const script = `document.documentElement.dataset.day=(n=>n<${morning}?"before":n<${end}?"today":"after")(Date.now())`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
