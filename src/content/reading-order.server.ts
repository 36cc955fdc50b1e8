/**
 * Numbers in a right-to-left text kept in the order they are read. A phone
 * number's groups ("03 123 456", "+961 3 123 456") are separate numbers to
 * the bidirectional algorithm, and a right-to-left line lays them out last
 * group first; each such run is isolated as left-to-right (U+2066 … U+2069,
 * invisible, in no face's way), as one number.
 */

const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_ISOLATE = "\u2069";

/** Digit groups parted by spaces, or a number after a plus sign: spaces of any width, plain or no-break. */
const NUMBER_RUN = /\+?\p{Nd}+(?:[ \u00a0\u202f]\p{Nd}+)+|\+\p{Nd}+/gu;

export const inReadingOrder = (text: string): string =>
  text.replace(NUMBER_RUN, (run) => `${LEFT_TO_RIGHT_ISOLATE}${run}${POP_ISOLATE}`);
