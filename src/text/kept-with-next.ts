import { escapeRegExp } from "./escape-regexp";

// Not the end of a longer word or an abbreviation: "Kraków-a", "e.g. a" keep their breaks as they are.
const NOT_INSIDE_A_WORD = String.raw`(?<![\p{L}\p{N}\p{M}.'’\-])`;

/** A kept word as a text may write it: "św.", "Św." opening a sentence, "ŚW." in capitals. */
export const formsOfKept = (word: string) => [
  ...new Set([word, word.toLocaleUpperCase(), word.charAt(0).toLocaleUpperCase() + word.slice(1)]),
];

const formsOf = (words: readonly string[]) => [...new Set(words.flatMap(formsOfKept))].map(escapeRegExp).join("|");

/**
 * A language's words a line never ends with (`keptWithNext`, "z", "i", "św."), each with the space after it: what
 * typesetting joins to the next word (src/text/typeset.server.ts).
 */
export function keptWithNextPattern(words: readonly string[]): RegExp | null {
  return words.length === 0 ? null : new RegExp(String.raw`${NOT_INSIDE_A_WORD}(?:${formsOf(words)}) (?=\S)`, "gu");
}

/** Such words and the word they keep, where typesetting let the pair go: what a page holds together where it has room (./line-runs.ts). */
export function keptRunPattern(words: readonly string[]): RegExp | null {
  return words.length === 0 ? null : new RegExp(String.raw`${NOT_INSIDE_A_WORD}(?:(?:${formsOf(words)}) )+\S+`, "gu");
}
