import type { WeddingDay } from "../site";
import { createContext, use, useSyncExternalStore } from "react";
import { dayPhasesOf, phaseAt, type DayPhase, type DayPhases } from "./day-phases";

export type DayMoment = WeddingDay["moments"][number];

/** The day's phase (./day-phases.ts), and on the day what is next. */
export type DayStatus =
  | { phase: "before" }
  | { phase: "closed" }
  /** `live`: the stream to watch, while a streamed event is on (from a quarter of an hour before). */
  | { phase: "today"; moment: DayMoment; upcoming: boolean; live?: string }
  | { phase: "after" };

export function dayStatus(day: WeddingDay, now: number): DayStatus {
  const phase = phaseAt(dayPhasesOf(day), now);
  if (phase !== "today") return { phase };
  const live = day.live.find((stream) => now >= Date.parse(stream.from) && now < Date.parse(stream.until))?.url;
  const next = day.moments.find((item) => Date.parse(item.at) > now);
  const today = next
    ? { phase, moment: next, upcoming: true }
    : { phase, moment: day.moments[day.moments.length - 1], upcoming: false };
  return live ? { ...today, live } : today;
}

/** What the prerendered HTML shows, whenever it was built: the invitation, RSVP open. */
const AS_PRERENDERED: DayStatus = { phase: "before" };

export function statusAt(day: WeddingDay | null, now: number): DayStatus {
  return day ? dayStatus(day, now) : AS_PRERENDERED;
}

const MINUTE = 60_000;

function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE / 4);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onChange);
  };
}

// The minute, not the millisecond: React re-renders only when the snapshot changes.
const currentMinute = () => Math.floor(Date.now() / MINUTE);
const noMinute = () => null;
const noSubscription = () => () => undefined;

/** The invitation's status while prerendered and hydrating (the server snapshot), so hydration never mismatches. */
export function useDayStatus(day: WeddingDay | null): DayStatus {
  const minute = useGuestMinute(day !== null);
  return minute === null ? AS_PRERENDERED : statusAt(day, minute * MINUTE);
}

/**
 * When the day's phases change, from the root's loader (src/root.tsx), for every component of every page: null
 * where the site keeps the invitation on every date. What the day holds (its schedule, its streams) comes from
 * the loader of the page that shows it.
 */
export const DayPhasesContext = createContext<DayPhases | null>(null);

export const useDayPhases = () => use(DayPhasesContext);

/** The phase alone, as the head's script names it (./DayPhaseScript.tsx); null while prerendered and hydrating. */
export function useDayPhase(): DayPhase | null {
  const phases = useDayPhases();
  const minute = useGuestMinute(phases !== null);
  return minute === null || !phases ? null : phaseAt(phases, minute * MINUTE);
}

/** False while prerendered and hydrating, and where no day is followed. */
export function useIsOver(): boolean {
  const phases = useDayPhases();
  const minute = useGuestMinute(phases !== null);
  return minute !== null && phases !== null && minute * MINUTE >= phases.end;
}

function useGuestMinute(followed: boolean): number | null {
  return useSyncExternalStore(followed ? subscribe : noSubscription, followed ? currentMinute : noMinute, noMinute);
}

const DAY_MS = 24 * 60 * MINUTE;

/** Undefined from the first event's morning: "Tomorrow" above that day's "Today" would contradict it. */
export function daysLeftAt(day: WeddingDay, now: number): number | undefined {
  if (now >= Date.parse(day.firstMorning)) return undefined;
  return Math.ceil((Date.parse(day.weddingMorning) - now) / DAY_MS);
}

export function useDaysLeft(day: WeddingDay | null): number | undefined {
  const minute = useGuestMinute(day !== null);
  return minute === null || !day ? undefined : daysLeftAt(day, minute * MINUTE);
}

export const isRsvpOpen = (status: DayStatus): status is Extract<DayStatus, { phase: "before" }> =>
  status.phase === "before";
