// A right-to-left line lays a phone number's groups out last first, and "15–17" as "17–15": each is isolated
// as left-to-right. A range in Arabic-Indic digits reads right to left, as Arabic writes it, and is left alone.
// Words of two left-to-right scripts side by side ("תודה, Danke, Ευχαριστούμε, שחגגתם") would read as one
// left-to-right run, its comma at the wrong end: each script's words are isolated, and the commas between
// them follow the line. A quoted left-to-right phrase keeps its own closing mark: "״Oui!״", not "״!Oui״".

import { directionOf } from "../words/direction";
import { eachPhoneNumber } from "./phone-number";

const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_ISOLATE = "\u2069";

/** A range of Western digits: "15–17", "30 — 45", "20:00 – 00:30", however typesetting joined its dash. */
const DIGIT_RANGE = /\d+(?:[:.]\d+)*(?:[ \u00a0\u2060]?[–—][ \u00a0\u2060]?\d+(?:[:.]\d+)*)+/gu;

/** The left-to-right scripts a couple's text mixes: a run of one's words, with the spaces and marks between them. */
const SCRIPT_RUNS = ["Latin", "Greek", "Cyrillic"].map(
  (script) =>
    new RegExp(
      `\\p{Script=${script}}[\\p{Script=${script}}\\p{M}]*(?:[ \\u00a0\\u2060'’.-]+\\p{Script=${script}}[\\p{Script=${script}}\\p{M}]*)*`,
      "gu",
    ),
);

/** Quoted left-to-right words that end in their own mark, "״Oui!״", "“Merci.”": the mark is theirs, not the line's. */
const QUOTED_WITH_ITS_MARK = new RegExp(
  `(?<=[״"“”«„‘’])(?:${SCRIPT_RUNS.map((run) => run.source).join("|")})[!?.…]+(?=[״"“”»’])`,
  "gu",
);

const isolated = (run: string) => `${LEFT_TO_RIGHT_ISOLATE}${run}${POP_ISOLATE}`;

/** Each left-to-right script's words in a text that holds more than one such script. */
function scriptsApart(text: string): string {
  const scripts = SCRIPT_RUNS.filter((run) => new RegExp(run.source, "u").test(text));
  if (scripts.length < 2) return text;
  return text.replace(new RegExp(scripts.map((run) => run.source).join("|"), "gu"), isolated);
}

export const inReadingOrder = (text: string): string =>
  eachPhoneNumber(text, isolated)
    .replace(QUOTED_WITH_ITS_MARK, isolated)
    .split(/([\u2066][^\u2069]*\u2069)/u)
    .map((piece, index) => (index % 2 === 0 ? scriptsApart(piece.replace(DIGIT_RANGE, isolated)) : piece))
    .join("");

/** A page's texts in its reading order: as `inReadingOrder` sets them in a right-to-left language, else as written. */
export const readingOrderIn = (language: string): ((text: string) => string) =>
  directionOf(language) === "rtl" ? inReadingOrder : (text) => text;
