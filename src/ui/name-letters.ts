import type { Content } from "../content";

/** Past this many letters a name is no everyday word: it may break where it must, between its words or inside. */
export const LONGEST_ON_ONE_LINE = 16;

const letters = (text: string) => [...text].length;

/**
 * How many letters of the couple's names must stand on one line: a partner's
 * whole name ("Sam O'Neill", "Anne-Sophie", on its own line on a phone), or,
 * past LONGEST_ON_ONE_LINE, its longest word. Each experience sizes its title
 * by it, so that a name is sized down to fit rather than split.
 */
export function nameLetters(couple: Content["couple"]): number {
  return Math.max(
    ...[couple.partnerOne, couple.partnerTwo].map((name) =>
      letters(name) <= LONGEST_ON_ONE_LINE ? letters(name) : Math.max(...name.split(/\s+/).map(letters)),
    ),
  );
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
