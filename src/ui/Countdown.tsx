import type { WeddingDay } from "../content/calendar.server";
import { useDaysLeft } from "./wedding-day";

/** "12 days to go", "Tomorrow": what the countdown says. */
export const countdownWords = (daysLeft: number) => (daysLeft === 1 ? "Tomorrow" : `${daysLeft} days to go`);

/**
 * Before the wedding's day, how many days are left, by the guest's clock. Its
 * line is there, empty, from the first paint (the prerendered page cannot know
 * the date it is opened on), so the words coming after hydration move nothing;
 * on the day and after, the line stays empty. None where the site keeps the
 * invitation on every date.
 */
export function Countdown({ day, className }: { day: WeddingDay | null; className: string }) {
  const daysLeft = useDaysLeft(day);
  if (!day) return null;
  return <p className={`min-h-lh ${className}`}>{daysLeft === undefined ? null : countdownWords(daysLeft)}</p>;
}
