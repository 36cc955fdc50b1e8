import type { WeddingDay } from "../site";
import { useDaysLeft } from "./wedding-day";
import { useLocale } from "./locale";
import { pluralOf } from "../words/plural";
import type { SiteWords } from "../words";

export const countdownWords = (daysLeft: number, words: SiteWords["day"], language: string) =>
  daysLeft === 1 ? words.tomorrow : pluralOf(words.daysLeft, daysLeft, language);

/** Its line is held, empty, from the first paint, so the words coming after hydration move nothing. */
export function Countdown({ day, className }: { day: WeddingDay | null; className: string }) {
  const daysLeft = useDaysLeft(day);
  const { words, language } = useLocale();
  if (!day) return null;
  return (
    <p className={`min-h-lh ${className}`} data-day-shows="before closed">
      {daysLeft === undefined ? null : countdownWords(daysLeft, words.day, language)}
    </p>
  );
}
