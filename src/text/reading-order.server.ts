// A right-to-left line lays a phone number's groups out last first, and "15–17" as "17–15": each is isolated
// as left-to-right. A range in Arabic-Indic digits reads right to left, as Arabic writes it, and is left alone.

import { eachPhoneNumber } from "./phone-number";

const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_ISOLATE = "\u2069";

/** A range of Western digits: "15–17", "30 — 45", "20:00 – 00:30", however typesetting joined its dash. */
const DIGIT_RANGE = /\d+(?:[:.]\d+)*(?:[ \u00a0\u2060]?[–—][ \u00a0\u2060]?\d+(?:[:.]\d+)*)+/gu;

const isolated = (run: string) => `${LEFT_TO_RIGHT_ISOLATE}${run}${POP_ISOLATE}`;

export const inReadingOrder = (text: string): string =>
  eachPhoneNumber(text, isolated)
    .split(/([\u2066][^\u2069]*\u2069)/u)
    .map((piece, index) => (index % 2 === 0 ? piece.replace(DIGIT_RANGE, isolated) : piece))
    .join("");
