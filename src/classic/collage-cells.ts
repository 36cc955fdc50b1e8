import { inRounds } from "../ui/rows";

/** A collage cell: its spans on the phone's two columns and, from md, on six; and its image's `sizes`. */
export type CollageCell = { span: string; sizes: string };

const THIRD = "(min-width: 1024px) 330px, (min-width: 768px) 32vw, 46vw";

/**
 * One large photo, a tall one, a small one, then a tall and a wide one: a
 * pattern of five cells that tiles without gaps on phones (two columns) and
 * wider screens (six), repeating for a sixth photo and on. Each cell has its
 * image's `sizes`, so a small cell never downloads a large file.
 */
const ROUND: CollageCell[] = [
  {
    span: "col-span-2 row-span-2 md:col-span-4 md:row-span-3",
    sizes: "(min-width: 1024px) 660px, (min-width: 768px) 64vw, 92vw",
  },
  { span: "row-span-2 md:col-span-2 md:row-span-2", sizes: THIRD },
  { span: "md:col-span-2", sizes: THIRD },
  { span: "row-span-2 md:col-span-2 md:row-span-2", sizes: THIRD },
  { span: "md:col-span-4 md:row-span-2", sizes: "(min-width: 1024px) 660px, (min-width: 768px) 64vw, 46vw" },
];

const WHOLE_ROW = "(min-width: 1024px) 1000px, 92vw";

/**
 * How a last round of fewer than five photos ends, so that it too leaves no
 * hole: one photo spans the row; two share it, half each; a third's small
 * cell is as tall as the tall one beside it on a phone; and a fourth, after
 * those three, spans the row.
 */
const ENDINGS: Record<number, CollageCell[]> = {
  1: [{ span: "col-span-2 row-span-2 md:col-span-6 md:row-span-3", sizes: WHOLE_ROW }],
  2: Array(2).fill({
    span: "col-span-2 row-span-2 md:col-span-3 md:row-span-3",
    sizes: "(min-width: 1024px) 500px, (min-width: 768px) 48vw, 92vw",
  }),
  3: [ROUND[0], ROUND[1], { span: "row-span-2 md:col-span-2 md:row-span-1", sizes: THIRD }],
  4: [
    ROUND[0],
    ROUND[1],
    { span: "row-span-2 md:col-span-2 md:row-span-1", sizes: THIRD },
    { span: "col-span-2 row-span-2 md:col-span-6 md:row-span-2", sizes: WHOLE_ROW },
  ],
};

/** The cells of a collage of `count` photos: whole rounds of the pattern, then the ending of what is left. */
export const collageCells = (count: number): CollageCell[] => inRounds(count, ROUND, ENDINGS);
