/**
 * How the pages set a site's texts, in one place: the content's, the dictionary's words, the dates and the
 * couple's names. A calendar and a bank read the same texts as written (AS_WRITTEN): the pages' no-break spaces,
 * word joiners and isolates hold a line on a screen, and nothing is undone for them.
 */
import { TEXT_AS_WRITTEN, type TextSetting } from "../content/local-text.server";
import type { TextKind } from "../content/schema.server";
import { DICTIONARIES, wordsFor, type SiteWords } from "../words";
import { baseOf } from "../language-tag";
import { inDrawnSpaces } from "../text/drawn-spaces.server";
import { longestRunInWords, LONGEST_RUN, typeset, typesetAll } from "../text/typeset.server";
import { readingOrderIn } from "../text/reading-order.server";
import { nameBrokenOnce } from "../text/name-letters";
import type { Dates } from "./dates.server";

export type Typesetting = {
  /** A content text as the schema reads it: a heading's or running text's, written for one language or for all. */
  text: (kind: TextKind) => TextSetting;
  /** The content once read: every value of it, an address or a number too, in the spaces the design's faces draw. */
  content: <Read>(content: Read) => Read;
  words: (words: SiteWords) => SiteWords;
  dates: (dates: Dates) => Dates;
  /** A partner's name, broken once where a long one must. */
  name: (name: string) => string;
};

const same = <Text>(text: Text) => text;

export const AS_WRITTEN: Typesetting = {
  text: () => TEXT_AS_WRITTEN,
  content: same,
  words: same,
  dates: same,
  name: same,
};

const keptWithNextIn = (code: string) => DICTIONARIES[baseOf(code)]?.keptWithNext ?? [];

/**
 * The pages' typesetting in `language`: its words kept with the next, a shared text's in any of the site's
 * languages (it may be written in any), in reading order where the language runs right to left, and in the
 * spaces the design's faces draw.
 */
export function typesettingIn(languages: readonly string[], language: string): Typesetting {
  const keptWithNext = keptWithNextIn(language);
  const keptInAny = [...new Set(languages.flatMap(keptWithNextIn))];
  const ordered = readingOrderIn(language);
  const set = (kept: readonly string[], longestRun: number) => (text: string) =>
    ordered(typeset(text, kept, longestRun));
  return {
    text: (kind) => {
      const longestRun = kind === "heading" ? LONGEST_RUN.inHeading : LONGEST_RUN.inText;
      return { own: set(keptWithNext, longestRun), shared: set(keptInAny, longestRun) };
    },
    content: inDrawnSpaces,
    // The words as labels or sentences, the dates as labels.
    words: (words) => typesetAll(inDrawnSpaces(words), keptWithNext, longestRunInWords),
    dates: (dates) => datesSet(dates, (text) => ordered(typesetAll(text, keptWithNext, LONGEST_RUN.inLabel))),
    name: nameBrokenOnce,
  };
}

function datesSet(dates: Dates, set: (text: string) => string): Dates {
  const setEach =
    <Args extends string[]>(write: (...args: Args) => string) =>
    (...args: Args) =>
      set(write(...args));
  return {
    ...dates,
    // "3:00 PM", "16 h 30" are one thing to read: never "3:00" at a line's end and "PM" on the next.
    time: (clockTime) => dates.time(clockTime).replace(/[ \u202f]/gu, "\u00a0"),
    longDate: setEach(dates.longDate),
    dateLine: setEach(dates.dateLine),
    date: setEach(dates.date),
    dateSpan: setEach(dates.dateSpan),
  };
}

/** A greeting's words a line never ends with: the language's, and a name's particles. */
const keptInGreetings = ({ keptWithNext, nameParticles }: SiteWords) => [...keptWithNext, ...nameParticles];

/** A name with its particles is one run: "van den Berg-El" (15 letters) stands whole in a phone's band at 200% text. */
const GREETING_RUN = 16;

/**
 * A greeting as its household's band and card set it, in the language they read the site in: "בן־דוד" with its
 * maqaf, "Sam\u00a0& Alex" never parted at "&", and a double name never at its hyphen. The band is on every page:
 * a word joiner after the hyphen keeps the name whole with no script of the pages' (src/ui/Unbroken.tsx).
 */
export const greetingAsSet = (greeting: string, language: string) =>
  typeset(greeting, keptInGreetings(wordsFor(language)), GREETING_RUN).replace(
    /(?<=\p{L})([-\u05be])(?=\p{L})/gu,
    "$1\u2060",
  );
