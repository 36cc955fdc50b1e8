/**
 * Whether a card is the last of an odd number laid two to a row, to be centred
 * on a row of its own. Decided in the HTML rather than by `:last-child:nth-child(odd)`,
 * which a page still arriving on a slow line matches on whichever card came
 * last: the first card was drawn centred, then moved aside when the second came.
 */
export const isLoneLast = (index: number, count: number) => count % 2 === 1 && index === count - 1;

/** Whether cards go three to a row where the screen has room: an odd multiple of three, which two to a row leaves one alone. */
export const threeToARow = (count: number) => count % 6 === 3;
