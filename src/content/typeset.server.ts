/**
 * A text set for a page, as a typesetter would: where a line may not end,
 * a no-break space (U+00A0) or a word joiner (U+2060, invisible, in no face's
 * way) in place of a break. The words themselves are unchanged, so a search,
 * a copy and a screen reader read them as written.
 */

import { eachPhoneNumber } from "../ui/phone-number";

const NO_BREAK = "\u00a0";
const WORD_JOINER = "\u2060";

/**
 * While a text is set, the spaces a rule would join: a join that must hold (a number and its
 * unit, a word a line never ends with) and one that may give way first (inside a duration).
 * Private-use letters no text has; each becomes a no-break or a plain space before the text is out.
 */
const JOIN = "\ue000";
const LOOSE_JOIN = "\ue001";

/**
 * The most letters a joined run may have, by what the narrowest line the site sets holds (a 320 px
 * phone with its text at 200%): running text's, a heading's in large type, and a label's, whose
 * spaced capitals on a button hold fewer. A longer run would not fit the line there, and a browser
 * would break it inside a word; its joins give way instead, the loosest first.
 */
export const LONGEST_RUN = { inText: 12, inHeading: 9, inLabel: 7 };

/** A number and what it counts: "45 minut", "2 h", "1 500 zł", "30 %", "13. Juni". */
const NUMBER_THEN_UNIT = /(?<=\p{N}\.?) (?=[\p{L}%‰°\p{Sc}]|\p{N}{3}(?!\p{N}))/gu;

/** A short unit and the number after it, in a duration of two: "2 h 20 min", "1 godz. 15 min". */
const UNIT_THEN_NUMBER = /(?<=\p{N}[\u00a0\ue000]\p{L}{1,4}\.?) (?=\p{N})/gu;

/**
 * A range's dash between its ends, "30–45", "11.–13. Juni", "17:00 – 23:00", and a template's,
 * "{start} – {end}": a browser would break after a dash. Set close, the range is one; set with
 * spaces, it is long enough to need a line's break in large type, after its dash, never before.
 */
const RANGE = /(?<=[\p{N}}]\.?)( ?)([–—])( ?)(?=[\p{N}{])/gu;

/** A phone number on one line: "079 412 / 58 36" is misdialled. */
const wholeNumber = (number: string) =>
  number.replace(/[ \u202f]/gu, NO_BREAK).replace(/([-.])(?!\u2060)/gu, `$1${WORD_JOINER}`);

/** A typewriter's apostrophe inside a word of Latin letters, "we're", "O'Neill": the typesetter's ’. */
const APOSTROPHE = /(?<=\p{Script=Latin})'(?=\p{Script=Latin})/gu;

/** A short aside in brackets, "(של מאיה)", "(on foot)": one run, never "(של / מאיה)". */
const ASIDE = /\(([^()]+)\)/gu;

/** A space before a mark that ends a sentence or a quote, or after a quote's start, as French writes them: "pavé !", "« Oui »". */
const SPACED_MARK = /(?<=\S) (?=[:;!?»›](?:\s|$))|(?<=[«‹]) (?=\S)/gu;

/** A dash between words, "Kraków – Wawel": it ends a line, never opens one. */
const SPACED_DASH = /(?<=[^\s\u00a0]) (?=[–—] )/gu;

/** Where a line may break in a text: any white space but a no-break one. */
const BREAK = /([^\S\u00a0\u202f]+)/u;

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The words a line may not end with (a dictionary's `keptWithNext`, "a i o u w z"), with their
 * capitals, each kept with the word after it: "na Wawelu o / 15:00" never.
 */
function keptWithNextPattern(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null;
  const forms = [...new Set(words.flatMap((word) => [word, word.toLocaleUpperCase()]))].map(escaped);
  // Not the end of a longer word or an abbreviation: "Kraków-a", "e.g. a" keep their breaks as they are.
  return new RegExp(String.raw`(?<![\p{L}\p{N}\p{M}.'’\-])(?:${forms.join("|")}) (?=\S)`, "gu");
}

/** A run's letters, a template's `{time}` or `{name}` counted as a time's five ("17:00"). */
const letters = (text: string) => [...text.replaceAll(WORD_JOINER, "").replace(/\{\w+\}/gu, "00:00")].length;

/**
 * A run the rules joined, with each join a no-break space where the run is short enough for a
 * line, and where it is not, a plain space at the loosest join, the one that parts it most evenly.
 */
function settled(run: string, longest: number): string {
  if (letters(run) <= longest) return run.replace(/[\ue000\ue001]/gu, NO_BREAK);
  const joins = [...run.matchAll(/[\ue000\ue001]/gu)].map((match) => match.index);
  if (joins.length === 0) return run;
  const longerHalf = (at: number) => Math.max(letters(run.slice(0, at)), letters(run.slice(at + 1)));
  const loosest = joins.some((at) => run[at] === LOOSE_JOIN) ? joins.filter((at) => run[at] === LOOSE_JOIN) : joins;
  const at = loosest.reduce((best, join) => (longerHalf(join) < longerHalf(best) ? join : best));
  return `${settled(run.slice(0, at), longest)} ${settled(run.slice(at + 1), longest)}`;
}

const patterns = new Map<string, RegExp | null>();

const isKept = (word: string, keptWithNext: readonly string[]) =>
  keptWithNext.some((kept) => word === kept || word === kept.toLocaleUpperCase());

/**
 * `text` with its number ranges, numbers and units, and a language's words in `keptWithNext` kept
 * together, in runs of at most `longestRun` letters.
 */
export function typeset(text: string, keptWithNext: readonly string[], longestRun = LONGEST_RUN.inText): string {
  const key = keptWithNext.join(" ");
  if (!patterns.has(key)) patterns.set(key, keptWithNextPattern(keptWithNext));
  const kept = patterns.get(key);
  const joined = eachPhoneNumber(text.replace(APOSTROPHE, "’"), wholeNumber)
    .replace(RANGE, (_, before: string, dash: string, after: string) =>
      before ? `${JOIN}${dash}${after}` : `${WORD_JOINER}${dash}${WORD_JOINER}${after}`,
    )
    .replace(SPACED_DASH, NO_BREAK)
    .replace(SPACED_MARK, NO_BREAK)
    .replace(ASIDE, (aside: string) => aside.replaceAll(" ", JOIN))
    // "14:00 w Przystani": a word kept with the next is no unit of the number before it.
    .replace(NUMBER_THEN_UNIT, (space: string, offset: number, whole: string) =>
      isKept(/^\S+/u.exec(whole.slice(offset + 1))?.[0] ?? "", keptWithNext) ? space : JOIN,
    )
    .replace(UNIT_THEN_NUMBER, LOOSE_JOIN);
  const marked = kept ? joined.replace(kept, (word) => `${word.slice(0, -1)}${JOIN}`) : joined;
  return marked
    .split(BREAK)
    .map((piece, index) => (index % 2 === 0 ? settled(piece, longestRun) : piece))
    .join("");
}

/** Every text in a dictionary (or any block of texts) typeset, its shape kept. */
export function typesetAll<Block>(block: Block, keptWithNext: readonly string[], longestRun?: number): Block {
  if (typeof block === "string") return typeset(block, keptWithNext, longestRun) as Block;
  if (Array.isArray(block)) return block.map((item: unknown) => typesetAll(item, keptWithNext, longestRun)) as Block;
  if (block && typeof block === "object") {
    return Object.fromEntries(
      Object.entries(block).map(([key, value]) => [key, typesetAll(value, keptWithNext, longestRun)]),
    ) as Block;
  }
  return block;
}

/**
 * A typeset text as written, for what a machine reads (a bank's transfer code): plain spaces and
 * apostrophes, no joiners or isolates.
 */
export const untypeset = (text: string): string =>
  text
    .replaceAll(NO_BREAK, " ")
    .replace(/[\u2060\u2066-\u2069]/gu, "")
    .replace(/(?<=\p{Script=Latin})’(?=\p{Script=Latin})/gu, "'");
