import type { Content } from "../content";

/** Past this many letters a name is no everyday word: it may break where it must, between its words or inside. */
export const LONGEST_ON_ONE_LINE = 16;

/** An emoji as a guest sees it, one picture however many code points make it: 👩🏽‍❤️‍👨🏻, 🇵🇱. */
const EMOJI =
  /\p{RI}\p{RI}|\p{Extended_Pictographic}[\p{EMod}\uFE0F]*(?:\u200D\p{Extended_Pictographic}[\p{EMod}\uFE0F]*)*/gu;

/** How many letters wide a text is set: an emoji as two, an accent typed apart from its letter as none. */
export const letters = (text: string) => [...text.replace(EMOJI, "MM").replace(/[\p{M}\u2060]/gu, "")].length;

/**
 * How many letters of the couple's names must stand on one line: a partner's
 * whole name ("Sam O'Neill", "Anne-Sophie", on its own line on a phone), or,
 * past LONGEST_ON_ONE_LINE, its longest part that keeps together ("Van den
 * Broeck", see nameBrokenOnce). Each experience sizes its title by it, so
 * that a name is sized down to fit rather than split.
 */
export function nameLetters(couple: Content["couple"]): number {
  return Math.max(
    ...[couple.partnerOne, couple.partnerTwo].map((name) =>
      letters(name) <= LONGEST_ON_ONE_LINE ? letters(name) : Math.max(...name.split(/ +/).map(letters)),
    ),
  );
}

/**
 * A name too long for one line, set to break once, after the first name:
 * "Anneleen / Van den Broeck", "Maëlle / Dubois-Lefèvre", never inside the
 * surname (no-break spaces, a word joiner after its hyphens), where the rest
 * fits a line itself.
 */
export function nameBrokenOnce(name: string): string {
  const [first, ...rest] = name.split(" ");
  const surname = rest.join(" ");
  if (letters(name) <= LONGEST_ON_ONE_LINE || !surname || letters(surname) > LONGEST_ON_ONE_LINE) return name;
  return `${first} ${surname.replaceAll(" ", "\u00a0").replace(/-(?!\u2060)/gu, "-\u2060")}`;
}

/**
 * `--name-letters` set to n, as a whole class for each n a fitted size divides
 * by (a style attribute would break the pages' Content-Security-Policy).
 */
export const NAME_LETTERS: Record<number, string> = {
  8: "[--name-letters:8]",
  9: "[--name-letters:9]",
  10: "[--name-letters:10]",
  11: "[--name-letters:11]",
  12: "[--name-letters:12]",
  13: "[--name-letters:13]",
  14: "[--name-letters:14]",
  15: "[--name-letters:15]",
  16: "[--name-letters:16]",
};

/**
 * The letters of both names together, as `--pair-letters` (a class, for the
 * Content-Security-Policy; each experience's stylesheet makes them with
 * `@source inline`): the width a line holding both names needs, in letters.
 * Rounded up to an even count from 8 to 28, a dozen classes in every page's
 * inlined stylesheet rather than thirty: under 8 letters the pair fits every
 * column from sm up, and past 28 none, even sized down on a laptop. Names
 * past LONGEST_ON_ONE_LINE never share a line.
 */
export function pairLetters(couple: Content["couple"]): string {
  const count = pairLetterCount(couple);
  const rounded = count === null || count > 28 ? NEVER_TOGETHER : Math.max(8, count + (count % 2));
  return `[--pair-letters:${rounded}]`;
}
const NEVER_TOGETHER = 99;

/** Both names' letters together, or null where one is past LONGEST_ON_ONE_LINE. */
export function pairLetterCount(couple: Content["couple"]): number | null {
  const counts = [couple.partnerOne, couple.partnerTwo].map(letters);
  return counts.some((count) => count > LONGEST_ON_ONE_LINE) ? null : counts[0] + counts[1];
}

/**
 * The couple's names and what joins them (an ampersand, a heart) on one line
 * where the width has room for all three (`--pair-width`, which each experience
 * works out from `--pair-letters` and its face), and otherwise each on a line
 * of its own: never "Marisa &" over "Sam O'Neill", nor a heart starting the
 * second line. Each item's basis is 0 above that width and far more than the
 * line below it (the "Holy Albatross"); on a phone they are always stacked.
 * No narrower than its words where they fit (min-width: fit-content): a name
 * breaks only where it is wider than the line.
 */
export const namesPair =
  "flex flex-wrap justify-center *:min-w-fit *:basis-[calc((var(--pair-width)_-_100%)_*_999)] max-sm:*:basis-full";
