// A right-to-left line lays a phone number's groups out last first, so each number is isolated as left-to-right.

import { eachPhoneNumber } from "../ui/phone-number";

const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const POP_ISOLATE = "\u2069";

export const inReadingOrder = (text: string): string =>
  eachPhoneNumber(text, (number) => `${LEFT_TO_RIGHT_ISOLATE}${number}${POP_ISOLATE}`);
