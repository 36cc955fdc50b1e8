// Decided in the HTML, not by `:last-child`, which a page still arriving matches on whichever card came last.

/** Whether a card is the last of an odd number laid two to a row, to be centred on a row of its own. */
export const isLoneLast = (index: number, count: number) => count % 2 === 1 && index === count - 1;

/**
 * Whether cards go three to a row from a laptop's width: an odd multiple of three, which two to a row leaves one
 * alone. Not on a tablet, where a third of the row is too narrow for a bank transfer's name and its IBAN.
 */
export const threeToARow = (count: number) => count % 6 === 3;

/** A grid of two to a row that goes three to a row where that fills every row, and its lone last card's classes. */
export const rowsOfThree = (count: number) =>
  threeToARow(count)
    ? { grid: "lg:grid-cols-3", loneLast: "lg:col-span-1 lg:w-auto lg:justify-self-stretch" }
    : { grid: "", loneLast: "" };

/** Which items share a row two by two: those that may, as they come; one left over at a run's end stays alone. */
export function paired(may: boolean[]): boolean[] {
  let run = 0;
  return may.map((can, index) => {
    run = can ? run + 1 : 0;
    return can && (run % 2 === 0 || may[index + 1] === true);
  });
}

/** Half a row for a pair, a lone card centred at half a row's width, or the whole row. */
export type CardWidth = "half" | "lone" | "whole";

/** The width of each card of a column where only the `small` ones may pair up. */
export const cardWidths = (small: boolean[]): CardWidth[] =>
  paired(small).map((half, index) => (half ? "half" : small[index] ? "lone" : "whole"));

/** How many of `count` cards share a row: all, else `most` or one fewer, whichever fills the last row more. */
export function cardsInARow(count: number, most: number): number {
  if (count <= most) return Math.max(count, 1);
  const lastRow = (perRow: number) => count % perRow || perRow;
  return lastRow(most - 1) > lastRow(most) ? most - 1 : most;
}

/** `count` cells of a pattern that tiles in whole rounds, then the ending for what is left of a round. */
export function inRounds<Cell>(count: number, round: Cell[], endings: Record<number, Cell[]>): Cell[] {
  const left = count % round.length;
  return [
    ...Array.from({ length: Math.floor(count / round.length) }, () => round).flat(),
    ...(left ? endings[left] : []),
  ];
}
