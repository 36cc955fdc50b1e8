/**
 * A name's first letter as a reader sees it, whole: a letter beyond the
 * first 65,536 ("𠮷野") is two UTF-16 units, a letter with its accent
 * written apart ("E" and U+0301) two letters, an emoji with its skin tone, a
 * flag or a family a sequence of several; the first unit alone of any of them
 * draws a broken glyph. A pattern, not Intl.Segmenter, which older browsers
 * lack and the game's logo renders in.
 */
const FIRST_LETTER =
  /^(?:\p{RI}\p{RI}|\p{Extended_Pictographic}[\uFE0F\p{EMod}]*(?:\u200D\p{Extended_Pictographic}[\uFE0F\p{EMod}]*)*|\P{M}\p{M}*)/u;

export const initialOf = (name: string) => FIRST_LETTER.exec(name)?.[0] ?? "";
