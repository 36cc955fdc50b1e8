import type { WeddingDay } from "../content/calendar.server";
import { useDaysLeft } from "./wedding-day";
import { useLocale } from "./locale";
import { pluralOf } from "../words/plural";
import type { SiteWords } from "../words";

/** "12 days to go", "Tomorrow": what the countdown says, by the rules of the page's language for numbers. */
export const countdownWords = (daysLeft: number, words: SiteWords["day"], language: string) =>
  daysLeft === 1 ? words.tomorrow : pluralOf(words.daysLeft, daysLeft, language);

/**
 * Before the wedding's day, how many days are left, by the guest's clock. Its
 * line is there, empty, from the first paint (the prerendered page cannot know
 * the date it is opened on), so the words coming after hydration move nothing;
 * on the day and after, the line is gone from the first paint (`data-day-shows`).
 * None where the site keeps the invitation on every date.
 */
export function Countdown({ day, className }: { day: WeddingDay | null; className: string }) {
  const daysLeft = useDaysLeft(day);
  const { words, language } = useLocale();
  if (!day) return null;
  return (
    <p className={`min-h-lh ${className}`} data-day-shows="before">
      {daysLeft === undefined ? null : countdownWords(daysLeft, words.day, language)}
    </p>
  );
}
