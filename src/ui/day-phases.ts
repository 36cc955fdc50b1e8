import type { WeddingDay } from "../site";

/** The instants the day's phases change at, in milliseconds since 1970 (src/site/day.server.ts). */
export type DayPhases = { rsvpCloses: number; firstMorning: number; end: number };

/** "closed": before the day, replies closed. */
export type DayPhase = "before" | "closed" | "today" | "after";

export const dayPhasesOf = (day: WeddingDay): DayPhases => ({
  rsvpCloses: Date.parse(day.rsvpCloses),
  firstMorning: Date.parse(day.firstMorning),
  end: Date.parse(day.end),
});

/** Self-contained: the head's script is its source (./DayPhaseScript.tsx), so the first paint names it alike. */
export function phaseAt(phases: DayPhases, now: number): DayPhase {
  if (now >= phases.end) return "after";
  if (now >= phases.firstMorning) return "today";
  return now < phases.rsvpCloses ? "before" : "closed";
}
