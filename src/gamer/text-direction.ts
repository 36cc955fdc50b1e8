import type { Direction } from "../words/direction";

const RIGHT_TO_LEFT_LETTER = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Which way a text runs by its first letter, as dir="auto" reads it: written out for CSS that keys on [dir]. */
export function directionOfText(text: string): Direction | undefined {
  const [first] = /\p{L}/u.exec(text) ?? [];
  return first === undefined ? undefined : RIGHT_TO_LEFT_LETTER.test(first) ? "rtl" : "ltr";
}
