type Couple = { partnerOne: string; partnerTwo: string };

/** A one-letter "and" that Arabic and Hebrew write joined to the word after it: "ليلى وكريم", "דנה ויואב". */
const isPrefix = (joint: string) => /^[\p{Script=Arabic}\p{Script=Hebrew}]$/u.test(joint);

export const joinedNames = ({ partnerOne, partnerTwo }: Couple, joint: string) =>
  `${partnerOne} ${joint}${isPrefix(joint) ? "" : " "}${partnerTwo}`;

/** Hebrew's ו: set apart between names or initials it reads as a stray letter; Arabic's و stands alone fine. */
export const isBoundJoint = (joint: string) => /^\p{Script=Hebrew}$/u.test(joint);

/** An ampersand for a one-letter joint: between two initials, "ر و ش" reads as a word. */
export const monogramJoint = (joint: string) => (isPrefix(joint) ? "&" : joint);

/**
 * A joint's italics: the ampersand's are the serif's flourish on every page, while a script's own word stays
 * upright where the script has no italics (src/app.css).
 */
export const jointItalic = (joint: string) => (joint === "&" ? "italic ampersand" : "italic");

const isWord = (joint: string) => /\p{L}/u.test(joint);

/** The couple's initials (./initials.server.ts) joined as a monogram: "A&J", "A and J". */
export function joinedInitials({ partnerOne, partnerTwo }: Couple, joint: string): string {
  const sign = monogramJoint(joint);
  const gap = isWord(sign) ? " " : "";
  return `${partnerOne}${gap}${sign}${gap}${partnerTwo}`;
}
