/** A word's apostrophe and the letter before it ("E’", "L’"), which spaced capitals set close: "WE’RE", not "WE ’ RE". */
const LETTER_AND_APOSTROPHE = /(\p{L}[’'ʼ])/u;

/** A text in parts, every other one (the second, the fourth…) a letter and its apostrophe. */
export const apostropheParts = (text: string): string[] => text.split(LETTER_AND_APOSTROPHE);
