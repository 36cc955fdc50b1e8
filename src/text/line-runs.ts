import { escapeRegExp } from "./escape-regexp";
import { keptRunPattern } from "./kept-with-next";
import { eachPhoneNumber } from "./phone-number";

/**
 * A text cut into the runs a line treats apart, for src/ui/Unbroken.tsx to draw: browsers break after any
 * hyphen ("floor- / length", Hebrew's maqaf too) and inside a phone number, which a guest reads as two.
 */
export type LineRun =
  /** Breaks where the browser likes. */
  | { kind: "text"; text: string }
  /** A hyphenated word, or an abbreviation with the word after it: never broken. */
  | { kind: "whole"; text: string }
  /**
   * A word a line never ends with ("z", "i") and the word it keeps, a date, or a place's name in a sentence ("De
   * Hoge Linde"): together where a line has room.
   */
  | { kind: "held"; text: string }
  /** A hashtag, broken only between its words; an e-mail address, only after its "@" and before its domain's dots. */
  | { kind: "parts"; parts: string[] }
  /** A phone number and the marks after it: whole, left to right, broken only between its groups. */
  | { kind: "phone"; groups: string[]; marks: string };

/** "St.", "Dr.": not a unit's letter after its degree sign, "90°F.", whose sentence ends there. */
const ABBREVIATION = String.raw`(?<![\p{L}\p{N}°])\p{Lu}\p{Ll}{0,2}\.`;
/** The words typesetting joined to a run by no-break spaces: a line would break between them and the run's box. */
const JOINED_BEFORE = String.raw`(?:\S+\u00a0)*`;
const JOINED_AFTER = String.raw`(?:\u00a0\S+)*`;
const COMPOUND = new RegExp(
  String.raw`(${JOINED_BEFORE}(?:\S*[\p{L}\p{N}][-\u05be][\p{L}\p{N}]\S*|${ABBREVIATION} \S+)${JOINED_AFTER}|#[\p{L}\p{N}_]+)`,
  "u",
);
const HASHTAG_WORD = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})/u;
/** An address ends before a sentence's full stop: "…@example.com." */
const EMAIL = /([\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/u;
const EMAIL_PART = /(?<=@)|(?=\.)/u;
const PHONE = "\ue001";

/**
 * A day, its month and its year, "1er avril 2027", "30. Juni 2027", "25 ביוני 2027", "18 de septiembre de 2027":
 * a line that ends before the year leaves it alone on the next.
 */
const DATE = String.raw`(?<![\p{L}\p{N}])\p{N}{1,2}(?:\.|er|re|e|st|nd|rd|th|º|ª)?[\u00a0 ](?:de[\u00a0 ])?\p{L}+\.?(?:[\u00a0 ]de)?[\u00a0 ]\p{N}{4}(?!\p{N})`;

/** A place's name a line holds whole: of two words or more, and short enough for any line that holds it. */
export const isHeldName = (name: string) => /\s/u.test(name) && [...name].length <= 20;
/** A name as the page may have set it: its spaces no-break ones or not. */
const namePattern = (name: string) => name.split(/\s+/u).map(escapeRegExp).join("[ \u00a0]");

/** A text with the marks typesetting may have put in it as the spaces a couple typed. */
const spacedAsWritten = (text: string) =>
  text
    .replace(/\u2060/gu, "")
    .replace(/\s+/gu, " ")
    .trim();

const patterns = new Map<string, RegExp>();
/** What a line holds together where it has room: a kept word and the next, a date, and a place's name. */
const heldIn = (words: readonly string[], placeNames: readonly string[]) => {
  const key = [...words, "\n", ...placeNames].join(" ");
  if (!patterns.has(key)) {
    const kept = keptRunPattern(words);
    const names = placeNames.filter(isHeldName).map(namePattern);
    const alternatives = [
      ...(kept ? [kept.source] : []),
      ...names.map((name) => `(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`),
      DATE,
    ];
    patterns.set(key, new RegExp(`(${alternatives.join("|")})`, "u"));
  }
  return patterns.get(key) as RegExp;
};

// Not an isolate's end (U+2069): drawn in a box of its own, it would take whichever face has it.
const marksOpening = (text = "") => /^[^\s\p{L}\p{N}\p{Cf}]*/u.exec(text)?.[0] ?? "";

/**
 * `text` as runs, `keptWithNext` its language's words a line never ends with, `placeNames` the site's places;
 * joined, they read as `text`.
 */
export function lineRuns(text: string, keptWithNext: readonly string[], placeNames: readonly string[] = []): LineRun[] {
  // A text that is a place's name alone (a card's heading), however spaced, is its box's to wrap; in a sentence a
  // line holds it.
  const alone = (name: string) => spacedAsWritten(name) === spacedAsWritten(text);
  const held = heldIn(
    keptWithNext,
    placeNames.filter((name) => !alone(name)),
  );
  const pieces = eachPhoneNumber(text, (number) => `${PHONE}${number}${PHONE}`).split(PHONE);
  return pieces.flatMap((piece, index): LineRun[] =>
    index % 2 === 1
      ? // The marks after a number go in its box: a line may break after an inline-block, before ", oppure".
        [{ kind: "phone", groups: piece.split(/(?<=\u00a0)/u), marks: marksOpening(pieces[index + 1]) }]
      : addressesIn(index > 0 ? piece.slice(marksOpening(piece).length) : piece, held),
  );
}

function addressesIn(text: string, held: RegExp): LineRun[] {
  return text
    .split(EMAIL)
    .flatMap((part, index): LineRun[] =>
      index % 2 === 0 ? compoundsIn(part, held) : [{ kind: "parts", parts: part.split(EMAIL_PART) }],
    );
}

function compoundsIn(text: string, held: RegExp): LineRun[] {
  return text
    .split(COMPOUND)
    .flatMap((part, index): LineRun[] =>
      index % 2 === 0
        ? heldTogether(part, held)
        : part.startsWith("#")
          ? [{ kind: "parts", parts: part.split(HASHTAG_WORD) }]
          : [{ kind: "whole", text: part }],
    );
}

/** Where typesetting let a kept pair or a date go as too long for the narrowest line: held where a line has room (app.css). */
function heldTogether(text: string, held: RegExp): LineRun[] {
  return text.split(held).map((piece, index): LineRun => ({ kind: index % 2 === 1 ? "held" : "text", text: piece }));
}

/** The same as a string, for a notice's invisible room (RoomFor) to hold the same text: no-break spaces. */
export function keptTogether(text: string): string {
  return text.replace(new RegExp(String.raw`(${ABBREVIATION}) `, "gu"), "$1\u00a0").replace(/ (?=\S+$)/u, "\u00a0");
}
