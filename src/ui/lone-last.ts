/**
 * Whether a card is the last of an odd number laid two to a row, to be centred
 * on a row of its own. Decided in the HTML rather than by `:last-child:nth-child(odd)`,
 * which a page still arriving on a slow line matches on whichever card came
 * last: the first card was drawn centred, then moved aside when the second came.
 */
export const isLoneLast = (index: number, count: number) => count % 2 === 1 && index === count - 1;

/** Whether cards go three to a row from a tablet's width: an odd multiple of three, which two to a row leaves one alone. */
export const threeToARow = (count: number) => count % 6 === 3;

/**
 * The classes for `count` cards in a grid of two to a row: the grid's, three to a row from a tablet's width where
 * that fills every row (threeToARow), and the lone last card's there, which the row of three takes back from
 * its row of its own. Elsewhere a lone last card stays centred on its row, a laptop's too.
 */
export const rowsOfThree = (count: number) =>
  threeToARow(count)
    ? { grid: "md:grid-cols-3", loneLast: "md:col-span-1 md:w-auto md:justify-self-stretch" }
    : { grid: "", loneLast: "" };
