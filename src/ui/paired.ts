/**
 * Which items share a row two by two: of those that may (`may`), pairs as they come in a
 * run of them; one left over at a run's end is not paired, and never leaves a hole beside it.
 */
export function paired(may: boolean[]): boolean[] {
  let run = 0;
  return may.map((can, index) => {
    run = can ? run + 1 : 0;
    // The first of a pair needs one that may after it; the second has one before it.
    return can && (run % 2 === 0 || may[index + 1] === true);
  });
}
