// Joins are no-break spaces or word joiners (U+2060): a search, a copy and a screen reader read the words as written.

import { eachPhoneNumber } from "./phone-number";
import { formsOfKept, keptWithNextPattern } from "./kept-with-next";

const NO_BREAK = "\u00a0";
const WORD_JOINER = "\u2060";

/** Private-use marks for a join that must hold and one that may give way first; none is left once a text is set. */
const JOIN = "\ue000";
const LOOSE_JOIN = "\ue001";

/** The longest joined run, in letters, the narrowest line holds (320 px at 200% text); a longer one gives way. */
export const LONGEST_RUN = { inText: 12, inHeading: 9, inLabel: 7 };

/**
 * A number and what it counts: "45 minut", "2 h", "1 500 zł", "30 %", and a day's ordinal "13. Juni"; not a
 * time or a year that ends a sentence ("um 16:45. Dann").
 */
const NUMBER_THEN_UNIT = /(?<=\p{N}|(?<![\p{N}:.,])\p{N}{1,2}\.) (?=[\p{L}%‰°\p{Sc}]|\p{N}{3}(?!\p{N}))/gu;

/**
 * A name's number that ends a sentence, "…université Lyon 3. Julien": a capitalized word within a sentence, then
 * its number and a full stop. Not a day's ordinal, which follows a small word or a comma ("am 3. Juni").
 */
const NAMES_NUMBER_ENDS = /[\p{Ll},;:][ \u00a0\ue000\ue001]\p{Lu}\p{L}*[ \u00a0\ue000\ue001]\p{N}{1,2}\.$/u;

const UNIT_THEN_NUMBER = /(?<=\p{N}[\u00a0\ue000]\p{L}{1,4}\.?) (?=\p{N})/gu;

/** A currency's sign and the amount after it: "€ 4,50", "$ 20" never part. */
const CURRENCY_THEN_NUMBER = /(?<=(?:^|\s)\p{Sc}) (?=\p{N})/gu;

/** An abbreviation of one-letter parts, "a. m.", "z. B.", "d. h.": a line never parts it. */
const LETTER_ABBREVIATION = /(?<=(?:^|[^\p{L}])\p{L}\.) (?=\p{L}\.)/gu;

/** An ordinal's number and what it counts: "1er avril", "2nd June", "1º de maio". */
const ORDINAL = /(?<=(?<![\p{L}\p{N}])\p{N}{1,2}(?:er|re|e|ème|st|nd|rd|th|º|ª)) (?=\p{L})/gu;

/** A short number that ends a clause stays with the word before it: "until May / 1." reads as a list. */
const CLOSING_NUMBER = /(?<=\p{L}) (?=\p{N}{1,2}(?:[.,;:!?)](?:\s|$)|$))/gu;

/**
 * A sentence's first word of one or two letters stays with the next: a line that ends "…our story. We" or
 * "…the villa. A" reads as if the next sentence had been cut. Not after an abbreviation's letter ("p. m. en").
 */
const SENTENCE_OPENER = /(?<=(?:[\p{L}\p{N}’']{2}\.|[!?…])["”»’)]*[ \u00a0][¿¡«"“„]?\p{L}{1,2}) (?=[\p{L}\p{N}])/gu;

/** A range's dash, "30–45", "17:00 – 23:00": a browser would break after it. */
const RANGE = /(?<=[\p{N}}]\.?)( ?)([–—])( ?)(?=[\p{N}{])/gu;

/** A phone number on one line: "079 412 / 58 36" is misdialled. */
const wholeNumber = (number: string) =>
  number.replace(/[ \u202f]/gu, NO_BREAK).replace(/([-.])(?!\u2060)/gu, `$1${WORD_JOINER}`);

const APOSTROPHE = /(?<=\p{Script=Latin})'(?=\p{Script=Latin})/gu;
/** A possessive's apostrophe at a word's end, "Nikos' Yiayia"; not where a quote in ASCII marks opens one. */
const CLOSING_APOSTROPHE = /(?<=\p{Script=Latin})'(?=[\s.,;:!?)]|$)/gu;
const OPENING_QUOTE = /(?:^|[\s(])'\p{L}/u;

/**
 * Hebrew's own marks for what a keyboard types as ASCII: the maqaf that joins "בן־דוד", the geresh of "ג׳ורג׳"
 * and the gershayim of an acronym, "צה״ל".
 */
const HEBREW_MARKS: readonly [RegExp, string][] = [
  [/(?<=\p{Script=Hebrew})-(?=\p{Script=Hebrew})/gu, "\u05be"],
  [/(?<=\p{Script=Hebrew})'/gu, "\u05f3"],
  [/(?<=\p{Script=Hebrew})"(?=\p{Script=Hebrew})/gu, "\u05f4"],
];

const punctuated = (text: string) =>
  HEBREW_MARKS.reduce(
    (marked, [ascii, mark]) => marked.replace(ascii, mark),
    (OPENING_QUOTE.test(text) ? text : text.replace(CLOSING_APOSTROPHE, "’")).replace(APOSTROPHE, "’"),
  );

/** An aside, "(vers 19 h 30)", held together; where it is too long, its own words give way before its time's. */
const ASIDE = /\(([^()]+)\)/gu;

/** A title in quotes of two or three words, „La Traviata“, “Moon River”: a line never parts it where it fits one. */
const QUOTED = /(?<=^|[\s(])[„“”«»"「]\u00a0?(?:[^\s„“”«»"「」]+ ){1,2}[^\s„“”«»"「」]+\u00a0?[“”«»"」]/gu;

/** French's spaced marks: a line never opens with one, and a closing quote takes the sentence's end after it. */
const SPACED_MARK = /(?<=\S) (?=[:;!?](?:\s|$)|[»›])|(?<=[«‹]) (?=\S)/gu;

const SPACED_DASH = /(?<=[^\s\u00a0]) (?=[–—] )/gu;

/** An ampersand between two words: a line never opens with it, and gives way after it first ("Olena & / Dimitris"). */
const BEFORE_AMPERSAND = /(?<=\S) (?=& )/gu;
const AFTER_AMPERSAND = /(?<=(?:^|[\s\ue000])&) (?=\S)/gu;

const BREAK = /([^\S\u00a0\u202f]+)/u;

/** A run's letters; quotation marks, narrow, hang at a line's ends and count for none. */
const letters = (text: string) => [...text.replace(/[\u2060„“”«»"「」]/gu, "").replace(/\{\w+\}/gu, "00:00")].length;

function settled(run: string, longest: number, keptWithNext: readonly string[]): string {
  if (letters(run) <= longest) return run.replace(/[\ue000\ue001]/gu, NO_BREAK);
  const joins = [...run.matchAll(/[\ue000\ue001]/gu)].map((match) => match.index);
  if (joins.length === 0) return run;
  const longerHalf = (at: number) => Math.max(letters(run.slice(0, at)), letters(run.slice(at + 1)));
  // Giving way saves no word the narrowest line cuts anyway ("i najprawdopodobniej"): the join holds. A word up to a
  // third longer than the run it surely holds may still fit it whole ("per / accompagnarlo"): the join gives way.
  const [only] = joins;
  if (
    joins.length === 1 &&
    isKept(run.slice(0, only), keptWithNext) &&
    longerHalf(only) > Math.floor((longest * 4) / 3)
  )
    return run.replace(JOIN, NO_BREAK);
  const loosest = joins.some((at) => run[at] === LOOSE_JOIN) ? joins.filter((at) => run[at] === LOOSE_JOIN) : joins;
  const at = loosest.reduce((best, join) => (longerHalf(join) < longerHalf(best) ? join : best));
  return `${settled(run.slice(0, at), longest, keptWithNext)} ${settled(run.slice(at + 1), longest, keptWithNext)}`;
}

const patterns = new Map<string, RegExp | null>();

const isKept = (word: string, keptWithNext: readonly string[]) =>
  keptWithNext.some((kept) => formsOfKept(kept).includes(word));

export function typeset(text: string, keptWithNext: readonly string[], longestRun = LONGEST_RUN.inText): string {
  const key = keptWithNext.join(" ");
  if (!patterns.has(key)) patterns.set(key, keptWithNextPattern(keptWithNext));
  const kept = patterns.get(key);
  const joined = eachPhoneNumber(punctuated(text), wholeNumber)
    .replace(RANGE, (_, before: string, dash: string, after: string) =>
      before ? `${JOIN}${dash}${after}` : `${WORD_JOINER}${dash}${WORD_JOINER}${after}`,
    )
    .replace(SPACED_DASH, NO_BREAK)
    .replace(BEFORE_AMPERSAND, JOIN)
    .replace(AFTER_AMPERSAND, LOOSE_JOIN)
    .replace(SPACED_MARK, NO_BREAK)
    .replace(QUOTED, (title: string) => title.replaceAll(" ", JOIN))
    // "14:00 w Przystani": a word kept with the next is no unit of the number before it, unless a number follows it,
    // a range in words: "30 à 32 degrés".
    .replace(NUMBER_THEN_UNIT, (space: string, offset: number, whole: string) => {
      const [, word = "", number] = /^(\S+)( \p{N})?/u.exec(whole.slice(offset + 1)) ?? [];
      if (NAMES_NUMBER_ENDS.test(whole.slice(0, offset))) return space;
      return isKept(word, keptWithNext) && !number ? space : JOIN;
    })
    .replace(UNIT_THEN_NUMBER, LOOSE_JOIN)
    .replace(CURRENCY_THEN_NUMBER, JOIN)
    .replace(ORDINAL, JOIN)
    .replace(LETTER_ABBREVIATION, JOIN)
    .replace(SENTENCE_OPENER, JOIN)
    .replace(CLOSING_NUMBER, LOOSE_JOIN);
  const marked = (kept ? joined.replace(kept, (word) => `${word.slice(0, -1)}${JOIN}`) : joined).replace(
    ASIDE,
    (aside: string) => aside.replaceAll(" ", LOOSE_JOIN),
  );
  return marked
    .split(BREAK)
    .map((piece, index) => (index % 2 === 0 ? settled(piece, longestRun, keptWithNext) : piece))
    .join("");
}

/**
 * The longest run in a dictionary's text, by its key: a label's (a button's), but in a sentence of six words or
 * more, a heading's (a `title`) or running text's.
 */
export function longestRunInWords(text: string, key?: string): number {
  if (text.trim().split(/\s+/u).length < 6) return LONGEST_RUN.inLabel;
  return key === "title" ? LONGEST_RUN.inHeading : LONGEST_RUN.inText;
}

export function typesetAll<Block>(
  block: Block,
  keptWithNext: readonly string[],
  longestRun?: number | ((text: string, key?: string) => number),
  key?: string,
): Block {
  if (typeof block === "string")
    return typeset(
      block,
      keptWithNext,
      typeof longestRun === "function" ? longestRun(block, key) : longestRun,
    ) as Block;
  if (Array.isArray(block))
    return block.map((item: unknown) => typesetAll(item, keptWithNext, longestRun, key)) as Block;
  if (block && typeof block === "object") {
    return Object.fromEntries(
      Object.entries(block).map(([name, value]) => [name, typesetAll(value, keptWithNext, longestRun, name)]),
    ) as Block;
  }
  return block;
}
