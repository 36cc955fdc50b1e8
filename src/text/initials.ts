/** The first letter whole, by a pattern: Intl.Segmenter is missing in older browsers, where the game's logo renders. */
const FIRST_LETTER =
  /^(?:\p{RI}\p{RI}|\p{Extended_Pictographic}[\uFE0F\p{EMod}]*(?:\u200D\p{Extended_Pictographic}[\uFE0F\p{EMod}]*)*|\P{M}\p{M}*)/u;

export const initialOf = (name: string) => FIRST_LETTER.exec(name)?.[0] ?? "";
