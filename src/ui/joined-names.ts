/**
 * The couple's names joined as the page's language joins them (its words'
 * `joint`, or the couple's own): everywhere the two are named together.
 */
import { initialOf } from "./initials";

type Couple = { partnerOne: string; partnerTwo: string };

/** A one-letter "and" that Arabic and Hebrew write joined to the word after it: "ليلى وكريم", "דנה ויואב". */
const isPrefix = (joint: string) => /^[\p{Script=Arabic}\p{Script=Hebrew}]$/u.test(joint);

/** "Alex & Jordan", "ليلى وكريم". */
export const joinedNames = ({ partnerOne, partnerTwo }: Couple, joint: string) =>
  `${partnerOne} ${joint}${isPrefix(joint) ? "" : " "}${partnerTwo}`;

/**
 * Hebrew's ו, which never stands apart from its word: set alone between the names or the initials
 * it reads as a stray letter ("מ ו ע" as a word), where Arabic's و, a letter that joins none after it,
 * stands as an ornament.
 */
export const isBoundJoint = (joint: string) => /^\p{Script=Hebrew}$/u.test(joint);

/**
 * What stands between the initials: the joint, or an ampersand for a one-letter "and" that Arabic and
 * Hebrew write joined to a word: between two letters, "ر و ش" reads as a word.
 */
export const monogramJoint = (joint: string) => (isPrefix(joint) ? "&" : joint);

/** A joint of letters ("و", "and"): it stands apart from the initials, not read as one word with them. */
export const isWord = (joint: string) => /\p{L}/u.test(joint);

/** "A&J"; "ل&ك"; "מ&ע": each name's first letter whole (./initials.ts). */
export function joinedInitials({ partnerOne, partnerTwo }: Couple, joint: string): string {
  const sign = monogramJoint(joint);
  const gap = isWord(sign) ? " " : "";
  return `${initialOf(partnerOne)}${gap}${sign}${gap}${initialOf(partnerTwo)}`;
}
