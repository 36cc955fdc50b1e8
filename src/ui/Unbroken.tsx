import { useContext, type ReactNode } from "react";
import { keptRunPattern } from "../text/kept-with-next";
import { LocaleContext } from "./locale";
import { eachPhoneNumber } from "../text/phone-number";

const ABBREVIATION = String.raw`(?<![\p{L}\p{N}])\p{Lu}\p{Ll}{0,2}\.`;
const COMPOUND = new RegExp(String.raw`(\S*[\p{L}\p{N}]-[\p{L}\p{N}]\S*|${ABBREVIATION} \S+|#[\p{L}\p{N}_]+)`, "u");

const HASHTAG_WORD = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})/u;

/** Keeps hyphenated words and abbreviations whole: browsers break after any hyphen ("floor- / length"). */
export function Unbroken({ children }: { children: string }) {
  const kept = keptIn(useContext(LocaleContext)?.words.keptWithNext ?? []);
  const pieces = eachPhoneNumber(children, (number) => `${PHONE}${number}${PHONE}`).split(PHONE);
  return pieces.flatMap<ReactNode>((piece, index) =>
    index % 2 === 1
      ? [<PhoneNumber key={`phone-${index}`} number={piece} marks={marksOpening(pieces[index + 1])} />]
      : compoundsIn(index > 0 ? piece.slice(marksOpening(piece).length) : piece, index, kept),
  );
}

const PHONE = "\ue001";
const patterns = new Map<string, RegExp | null>();
const keptIn = (words: readonly string[]) => {
  const key = words.join(" ");
  if (!patterns.has(key)) patterns.set(key, keptRunPattern(words));
  return patterns.get(key) ?? null;
};

/**
 * A word a line never ends with ("z", "i") and the word it keeps, where typesetting let the pair go as too long
 * for the narrowest line: held on one line where a line has room, free where it has too few letters (app.css).
 */
function heldToNext(text: string, kept: RegExp | null, key: string): ReactNode[] {
  if (!kept) return [text];
  return text.split(new RegExp(`(${kept.source})`, kept.flags)).map((piece, index) =>
    index % 2 === 1 ? (
      <span key={`${key}-held-${index}`} className="held-run">
        {piece}
      </span>
    ) : (
      piece
    ),
  );
}

// Not an isolate's end (U+2069): drawn in a box of its own, it would take whichever face has it.
const marksOpening = (text = "") => /^[^\s\p{L}\p{N}\p{Cf}]*/u.exec(text)?.[0] ?? "";

/** The marks after a number go in its box: a line may break after an inline-block, before ", oppure". */
function PhoneNumber({ number, marks }: { number: string; marks: string }) {
  const groups = number.split(/(?<=\u00a0)/u);
  // Left to right on any page: a right-to-left one set "+961 3 123 456" as "961 3 123 456+".
  return (
    <span className="whole">
      <span dir="ltr">{groups.length > 1 ? <BreakableBetween parts={groups} /> : number}</span>
      {marks}
    </span>
  );
}

function BreakableBetween({ parts }: { parts: string[] }) {
  return parts.map((part, index) => (
    <span key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </span>
  ));
}

function compoundsIn(text: string, key: number, kept: RegExp | null): ReactNode[] {
  return text.split(COMPOUND).flatMap((part, index) =>
    index % 2 === 1 && part.startsWith("#") ? (
      <span key={`${key}-${index}`}>
        <BreakableBetween parts={part.split(HASHTAG_WORD)} />
      </span>
    ) : index % 2 === 1 ? (
      <span key={`${key}-${index}`} className="whole">
        {part}
      </span>
    ) : (
      heldToNext(part, kept, `${key}-${index}`)
    ),
  );
}

/** A string, not elements, so a notice's invisible room (RoomFor) holds the same text. */
export function keptTogether(text: string): string {
  return text.replace(new RegExp(String.raw`(${ABBREVIATION}) `, "gu"), "$1\u00a0").replace(/ (?=\S+$)/u, "\u00a0");
}
