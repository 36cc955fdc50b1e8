import type { ReactNode } from "react";
import { eachPhoneNumber } from "./phone-number";

/**
 * What must not break where a line runs out: a hyphenated word ("floor-length",
 * "5-minute", "rush-hour") and what clings to it, one run of letters with a
 * hyphen inside; and a short abbreviation with the word it belongs to ("St.
 * Catherine's", "Dr. Lee", "Św. Anny"), a capital and at most two letters;
 * and a hashtag, which breaks only between its words (HASHTAG_WORD).
 */
const ABBREVIATION = String.raw`(?<![\p{L}\p{N}])\p{Lu}\p{Ll}{0,2}\.`;
const COMPOUND = new RegExp(String.raw`(\S*[\p{L}\p{N}]-[\p{L}\p{N}]\S*|${ABBREVIATION} \S+|#[\p{L}\p{N}_]+)`, "u");

/** Where a hashtag written in capitals may break, when the line is too short for it: before each word of it, and its number. */
const HASHTAG_WORD = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})/u;

/**
 * The couple's words, with each hyphenated word (and abbreviation) kept whole: a box of its own
 * (an inline-block), which goes to the next line when it does not fit at the
 * end of one, and breaks at its hyphen only when the line itself is too short
 * for it. A browser breaks after any hyphen where a line runs out, leaving
 * "floor-" on one line and "length" on the next. The text itself is unchanged,
 * for search, copying and screen readers.
 */
export function Unbroken({ children }: { children: string }) {
  return eachPhoneNumber(children, (number) => `${PHONE}${number}${PHONE}`)
    .split(PHONE)
    .flatMap<ReactNode>((piece, index) =>
      index % 2 === 1 ? [<PhoneNumber key={`phone-${index}`} number={piece} />] : compoundsIn(piece, index),
    );
}

/** Marks a phone number's ends while the text is split: a private-use letter no text has. */
const PHONE = "\ue001";

/**
 * A phone number, set with no-break spaces (src/content/typeset.server.ts), in a box of its own:
 * it goes to the next line whole, and only where it is wider than the line itself does it break,
 * between its groups, never inside one.
 */
function PhoneNumber({ number }: { number: string }) {
  const groups = number.split(/(?<=\u00a0)/u);
  // Left to right in its own box on any page: a right-to-left one set "+961 3 123 456" as "961 3 123 456+".
  return (
    <span dir="ltr" className="whole">
      {groups.length > 1 ? <BreakableBetween parts={groups} /> : number}
    </span>
  );
}

/** Parts of a run that may break between them, and only there, where a line is too short for the run. */
function BreakableBetween({ parts }: { parts: string[] }) {
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </span>
  ));
}

function compoundsIn(text: string, key: number): ReactNode[] {
  return text.split(COMPOUND).map((part, index) =>
    index % 2 === 1 && part.startsWith("#") ? (
      // "#MarisaAndSamSayIDoInSintra2027" is wider than a phone's line: it breaks between its words, not anywhere.
      <span key={`${key}-${index}`}>
        <BreakableBetween parts={part.split(HASHTAG_WORD)} />
      </span>
    ) : index % 2 === 1 ? (
      <span key={`${key}-${index}`} className="whole">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * A short line of the couple's ("Ceremony at St. Catherine's Church") with a no-break space where a break
 * reads badly: after a short abbreviation, and before its last word, which never stands alone at the start
 * of a line ("Ceremony at St. Catherine's / Church"). A string still, for a notice's invisible room to hold
 * (RoomFor) as the notice itself.
 */
export function keptTogether(text: string): string {
  return text.replace(new RegExp(String.raw`(${ABBREVIATION}) `, "gu"), "$1\u00a0").replace(/ (?=\S+$)/u, "\u00a0");
}
