import { describe, expect, it } from "vitest";
import { collageCells } from "./collage-cells";

/** A cell's spans in a grid of `columns`: the phone's two, or md's six (its md: classes). */
function spans(span: string, columns: 2 | 6): [number, number] {
  const read = (axis: "col" | "row") => {
    const wide = span.match(new RegExp(`md:${axis}-span-(\\d)`));
    const base = span.match(new RegExp(`(?:^| )${axis}-span-(\\d)`));
    return Number((columns === 6 && wide ? wide : base)?.[1] ?? 1);
  };
  return [read("col"), read("row")];
}

/**
 * Lays the cells out as a CSS grid's sparse auto-placement does (each item at the first
 * place after the one before it where it fits), and returns the grid's filled cells by row.
 */
function layOut(cells: [number, number][], columns: number): boolean[][] {
  const grid: boolean[][] = [];
  const free = (row: number, column: number, [width, height]: [number, number]) =>
    column + width <= columns &&
    Array.from({ length: height }).every((_, r) =>
      Array.from({ length: width }).every((_, c) => !grid[row + r]?.[column + c]),
    );
  let [row, column] = [0, 0];
  for (const cell of cells) {
    while (!free(row, column, cell)) [row, column] = column + 1 < columns ? [row, column + 1] : [row + 1, 0];
    for (let r = 0; r < cell[1]; r++) for (let c = 0; c < cell[0]; c++) (grid[row + r] ??= [])[column + c] = true;
  }
  return grid;
}

describe("collageCells", () => {
  for (let count = 1; count <= 16; count++) {
    it(`${count} photos tile two columns and six without a hole`, () => {
      const cells = collageCells(count);
      expect(cells).toHaveLength(count);
      for (const columns of [2, 6] as const) {
        const grid = layOut(
          cells.map((cell) => spans(cell.span, columns)),
          columns,
        );
        for (const [index, row] of grid.entries())
          expect(
            Array.from({ length: columns }, (_, column) => row[column] ?? false),
            `row ${index + 1}`,
          ).toEqual(Array(columns).fill(true));
      }
    });
  }
});
