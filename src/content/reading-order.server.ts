/**
 * Numbers in a right-to-left text kept in the order they are read. A phone
 * number's groups ("03 123 456", "+961 3 123 456") are separate numbers to
 * the bidirectional algorithm, and a right-to-left line lays them out last
 * group first; each such run is isolated as left-to-right (U+2066 … U+2069,
 * invisible, in no face's way), as one number.
 */

import { eachPhoneNumber } from "../ui/phone-number";

const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_ISOLATE = "\u2069";

export const inReadingOrder = (text: string): string =>
  eachPhoneNumber(text, (number) => `${LEFT_TO_RIGHT_ISOLATE}${number}${POP_ISOLATE}`);
