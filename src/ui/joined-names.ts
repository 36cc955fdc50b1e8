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

/** A joint of letters ("و", "and"): it stands apart from the initials, not read as one word with them. */
export const isWord = (joint: string) => /\p{L}/u.test(joint);

/** "A&J"; "ل و ك": each name's first letter whole (./initials.ts). */
export function joinedInitials({ partnerOne, partnerTwo }: Couple, joint: string): string {
  const gap = isWord(joint) ? " " : "";
  return `${initialOf(partnerOne)}${gap}${joint}${gap}${initialOf(partnerTwo)}`;
}
