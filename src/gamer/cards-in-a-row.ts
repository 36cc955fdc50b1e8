/**
 * How many of `count` cards share a row, at most `most`: all of them where they fit, else
 * `most` or one fewer, whichever leaves more in the last row (six go three over three, not
 * four over two; five, three over two). The last row is centred; never a card left alone
 * under a full row where an even split exists.
 */
export function cardsInARow(count: number, most: number): number {
  if (count <= most) return Math.max(count, 1);
  const lastRow = (perRow: number) => count % perRow || perRow;
  return lastRow(most - 1) > lastRow(most) ? most - 1 : most;
}
