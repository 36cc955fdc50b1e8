import type { Names } from "../site";

/** Past this many letters a name is no everyday word: it may break where it must, between its words or inside. */
export const LONGEST_ON_ONE_LINE = 16;

const EMOJI =
  /\p{RI}\p{RI}|\p{Extended_Pictographic}[\p{EMod}\uFE0F]*(?:\u200D\p{Extended_Pictographic}[\p{EMod}\uFE0F]*)*/gu;

/** Greek, which Noto Serif draws beside Cormorant, sets a quarter wider than Cormorant's letters. */
const WIDER_LETTER = /\p{sc=Greek}/u;
/** An ideograph, kana or hangul fills a square: two of Cormorant's letters. */
const SQUARE_LETTER = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;

/** How many letters wide a text is set: an emoji or a square letter as two, a Greek one as one and a quarter. */
export const letters = (text: string) => {
  const drawn = [...text.replace(EMOJI, "MM").replace(/[\p{M}\u2060]/gu, "")];
  const count = (wide: RegExp) => drawn.filter((letter) => wide.test(letter)).length;
  return Math.ceil(drawn.length + count(WIDER_LETTER) / 4 + count(SQUARE_LETTER));
};

/** Letters of the longest part of a name that must stay on one line: titles size down to it rather than split. */
export function nameLetters(couple: Names): number {
  return Math.max(
    ...[couple.partnerOne, couple.partnerTwo].map((name) =>
      letters(name) <= LONGEST_ON_ONE_LINE ? letters(name) : Math.max(...name.split(/ +/).map(letters)),
    ),
  );
}

/** A too-long name breaks once, after the first name ("Anneleen / Van den Broeck"), never inside the surname. */
export function nameBrokenOnce(name: string): string {
  const [first, ...rest] = name.split(" ");
  const surname = rest.join(" ");
  if (letters(name) <= LONGEST_ON_ONE_LINE || !surname || letters(surname) > LONGEST_ON_ONE_LINE) return name;
  return `${first} ${surname.replaceAll(" ", "\u00a0").replace(/-(?!\u2060)/gu, "-\u2060")}`;
}

/** Whole classes, as a style attribute would break the pages' Content-Security-Policy. */
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

/** Rounded to an even count from 8 to 28: each stylesheet makes these classes with `@source inline`. */
export function pairLetters(couple: Names): string {
  const count = pairLetterCount(couple);
  const rounded = count === null || count > 28 ? NEVER_TOGETHER : Math.max(8, count + (count % 2));
  return `[--pair-letters:${rounded}]`;
}
const NEVER_TOGETHER = 99;

/** Both names' letters together, or null where one is past LONGEST_ON_ONE_LINE. */
export function pairLetterCount(couple: Names): number | null {
  const counts = [couple.partnerOne, couple.partnerTwo].map(letters);
  return counts.some((count) => count > LONGEST_ON_ONE_LINE) ? null : counts[0] + counts[1];
}

/** All three on one line where `--pair-width` fits, else stacked (the "Holy Albatross"): never "Marisa &" alone. */
export const pairOrStacked =
  "flex flex-wrap justify-center *:min-w-fit *:basis-[calc((var(--pair-width)_-_100%)_*_999)]";

/** A page's names, stacked on a phone. */
export const namesPair = `${pairOrStacked} max-sm:*:basis-full`;
