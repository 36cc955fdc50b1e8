/**
 * A card's five rows on the grid's (its name, handle, details, action and QR code): the ways stand in the
 * couple's order, and each part of a row's cards at one height, a part a card lacks left empty.
 */
export const GIFT_ROWS = "row-span-5 grid grid-rows-subgrid justify-items-center gap-y-0";

/** The longest handle each step of a look's one-line sizes is written for. */
const ONE_LINE_STEPS = [26, 30, 34, 38, 42];

/**
 * A handle as long as an IBAN, sized to stay on one line of its container (its line, an `@container`): the
 * look's size of the first step it fits, one a step of `ONE_LINE_STEPS`; none up to 22 letters, which keep
 * the look's own size.
 */
export function oneLineSize(handle: string, sizes: readonly string[]): string | undefined {
  const letters = [...handle].length;
  if (letters <= 22) return undefined;
  return sizes[ONE_LINE_STEPS.findIndex((step) => letters <= step)] ?? sizes.at(-1);
}

/** The longest word each step of a look's label sizes is written for. */
const WORD_STEPS = [9, 10, 12, 14, 16, 20, 24];

/**
 * A gift's label sized so that its longest word stays whole on a line of its container (an `@container`): the
 * look's size of the first step it fits; none up to eight letters, which keep the look's own size on the
 * narrowest card. A word is what a line cannot break: typesetting's no-break spaces join "z\u00a0przyjęcie" and
 * "«\u00a0mariage\u00a0»"; its letters are counted as a reader counts them, an emoji one.
 */
export function longestWordSize(label: string, sizes: readonly string[]): string | undefined {
  const letters = (word: string) => [...new Intl.Segmenter().segment(word)].length;
  const longest = Math.max(...label.split(/[ \t\n\r]+/u).map(letters));
  if (longest < WORD_STEPS[0]) return undefined;
  return sizes[WORD_STEPS.findIndex((step) => longest <= step)] ?? sizes.at(-1);
}
