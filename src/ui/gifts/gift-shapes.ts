/**
 * A card's five rows on the grid's (its name, handle, details, action and QR code): the ways stand in the
 * couple's order, and each part of a row's cards at one height, a part a card lacks left empty.
 */
export const GIFT_ROWS = "row-span-5 grid grid-rows-subgrid justify-items-center gap-y-0";

/**
 * The rows of a card's handle or label: a card without details gives it theirs too, so a label of two lines
 * beside a bank's one-line IBAN leaves no hole between the IBAN and its details.
 */
export const handleRows = ({ details }: { details: readonly unknown[] }) =>
  details.length > 0 ? "row-start-2" : "row-start-2 row-span-2";

/**
 * A lone last card, across its row where a pointer shows its QR code: its words in the first half, the code in
 * the second, beside them (rows of its own: no other card's to keep level with); until a laptop sets it a third
 * of a row of three (`threeToARow`). Where no code
 * shows (a phone, a tablet's touch), it stays a card's width in the row's middle. Literal, for Tailwind.
 */
export const loneGift = (threeToARow: boolean) =>
  threeToARow
    ? {
        card: "pointer-fine:sm:max-lg:w-auto pointer-fine:sm:max-lg:justify-self-stretch pointer-fine:sm:max-lg:grid-cols-2 pointer-fine:sm:max-lg:grid-rows-[auto_auto_auto_auto_1fr] pointer-fine:sm:max-lg:gap-x-8",
        code: "sm:max-lg:col-start-2 sm:max-lg:row-span-5 sm:max-lg:row-start-1 sm:max-lg:mt-0 sm:max-lg:self-center",
      }
    : {
        card: "pointer-fine:sm:w-auto pointer-fine:sm:justify-self-stretch pointer-fine:sm:grid-cols-2 pointer-fine:sm:grid-rows-[auto_auto_auto_auto_1fr] pointer-fine:sm:gap-x-8",
        code: "sm:col-start-2 sm:row-span-5 sm:row-start-1 sm:mt-0 sm:self-center",
      };

/**
 * The class of the first of `steps` a run of `letters` fits, `classes` one a step (literal, for Tailwind); none up
 * to `ownSize`, the letters the look's own size holds on its narrowest line.
 */
export function sizeStep(
  letters: number,
  ownSize: number,
  steps: readonly number[],
  classes: readonly string[],
): string | undefined {
  if (letters <= ownSize) return undefined;
  return classes[steps.findIndex((step) => letters <= step)] ?? classes.at(-1);
}

/**
 * The letters of a text's longest word, as a reader counts them (an emoji one): what a line cannot break.
 * Typesetting's no-break spaces join a word to the next ("z\u00a0przyjęcie", "«\u00a0mariage\u00a0»").
 */
export const longestWord = (text: string) =>
  Math.max(0, ...text.split(/[ \t\n\r]+/u).map((word) => [...new Intl.Segmenter().segment(word)].length));

/** The longest handle each step of a look's one-line sizes is written for. */
const ONE_LINE_STEPS = [26, 30, 34, 38, 42];

/**
 * A handle as long as an IBAN, sized to stay on one line of its container (its line, an `@container`): the
 * look's size of the first step it fits, one a step of `ONE_LINE_STEPS`; none up to 18 letters, which keep
 * the look's own size on a card a third of a laptop's row (a Dutch IBAN, 22 with its spaces, did not).
 */
export const oneLineSize = (handle: string, sizes: readonly string[]) =>
  sizeStep([...handle].length, 18, ONE_LINE_STEPS, sizes);

/** The letters each step of a look's shared sizes is written for. */
const SHARED_STEPS = [9, 10, 12, 14, 16, 20, 24, 26, 30, 34, 38, 42];

/** What a way's line must hold unbroken, in letters as a reader counts them: a handle whole, a label's longest word. */
function lettersHeld({ onCard, label }: { onCard?: string; label?: string }): number {
  if (onCard) return [...new Intl.Segmenter().segment(onCard)].length;
  return label ? longestWord(label) : 0;
}

/**
 * One size for every handle and label of a list of ways, so that the cards of a row set them alike: the size
 * the most demanding one needs to stay whole on its line (an `@container`), of `sizes`, one for each step of
 * `SHARED_STEPS`; none up to eight letters, which keep the look's own size on the narrowest card.
 */
export function sharedSize(
  ways: readonly { onCard?: string; label?: string }[],
  sizes: readonly string[],
): string | undefined {
  return sizeStep(Math.max(0, ...ways.map(lettersHeld)), SHARED_STEPS[0] - 1, SHARED_STEPS, sizes);
}
