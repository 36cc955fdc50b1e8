import { useEffect, useSyncExternalStore } from "react";
import type { WeddingDay } from "../content/calendar.server";

export type DayItem = WeddingDay["schedule"][number];

/**
 * Where the guest's clock stands against the wedding: before it (with the
 * RSVP open or closed), on the day (with the schedule item to look out for),
 * or after it.
 */
export type DayStatus =
  | { phase: "before"; rsvpOpen: boolean }
  /** `live`: the stream to watch, while a streamed event is on (from a quarter of an hour before). */
  | { phase: "today"; item: DayItem; upcoming: boolean; live?: string }
  | { phase: "after" };

export function dayStatus(day: WeddingDay, now: number): DayStatus {
  if (now >= Date.parse(day.end)) return { phase: "after" };
  if (now >= Date.parse(day.morning)) {
    const live = day.live.find((stream) => now >= Date.parse(stream.from) && now < Date.parse(stream.until))?.url;
    const next = day.schedule.find((item) => Date.parse(item.at) > now);
    // Past the last item the party is still on: say what is happening now.
    const today = next
      ? { phase: "today" as const, item: next, upcoming: true }
      : { phase: "today" as const, item: day.schedule[day.schedule.length - 1], upcoming: false };
    return live ? { ...today, live } : today;
  }
  return { phase: "before", rsvpOpen: now < Date.parse(day.rsvpCloses) };
}

/** What the prerendered HTML shows, whenever it was built: the invitation, RSVP open. */
const AS_PRERENDERED: DayStatus = { phase: "before", rsvpOpen: true };

/** The status at an instant of a site that follows `day`, or, of one that follows none, the invitation. */
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

/**
 * The day's status by the guest's clock. While the page is prerendered and
 * hydrated it is the invitation's (React uses the server snapshot, null, for
 * both), so the HTML never depends on the day it was built and hydration
 * never mismatches; the guest's clock takes over right after, and every
 * quarter minute after that. Without a day to follow (`followTheDay: false`)
 * it is the invitation for good, and no timer runs.
 */
export function useDayStatus(day: WeddingDay | null): DayStatus {
  const minute = useGuestMinute(day);
  const status = minute === null ? AS_PRERENDERED : statusAt(day, minute * MINUTE);
  // The phase the head's script set before the first paint (DayPhaseScript), kept as the day goes on.
  useEffect(() => {
    if (minute !== null && day) document.documentElement.dataset.day = status.phase;
  }, [minute, day, status.phase]);
  return status;
}

/**
 * Whether the day the site follows, which ends at `end` (WeddingDay's), is
 * over by the guest's clock: what only the days before it need (the calendar's
 * links, a stream to watch) then goes. False while the page is prerendered
 * and hydrated, and where no day is followed (`end` null). The end alone, so
 * a page that needs no more of the day carries no more of it in its HTML.
 */
export function useIsOver(end: string | null): boolean {
  const minute = useSyncExternalStore(end ? subscribe : noSubscription, end ? currentMinute : noMinute, noMinute);
  return minute !== null && end !== null && minute * MINUTE >= Date.parse(end);
}

/** The guest's clock to the minute, or null while the page is prerendered and hydrated, and where no day is followed. */
function useGuestMinute(day: WeddingDay | null): number | null {
  return useSyncExternalStore(day ? subscribe : noSubscription, day ? currentMinute : noMinute, noMinute);
}

const DAY_MS = 24 * 60 * MINUTE;

/**
 * How many days are left until the wedding's date at the venue, at an instant
 * before its first event's day: 1 on the day before. From the first event's
 * morning (a welcome dinner the evening before) the day's notices say what is
 * on, and "Tomorrow" above "Today" would read as a contradiction. An hour's
 * daylight-saving change on the way is within the rounding, but in the hour
 * around midnight.
 */
export function daysLeftAt(day: WeddingDay, now: number): number | undefined {
  if (now >= Date.parse(day.morning)) return undefined;
  return Math.ceil((Date.parse(day.weddingMorning) - now) / DAY_MS);
}

/** The days left by the guest's clock: none while the page hydrates, on the day and after it. */
export function useDaysLeft(day: WeddingDay | null): number | undefined {
  const minute = useGuestMinute(day);
  return minute === null || !day ? undefined : daysLeftAt(day, minute * MINUTE);
}

export const isRsvpOpen = (status: DayStatus) => status.phase === "before" && status.rsvpOpen;
