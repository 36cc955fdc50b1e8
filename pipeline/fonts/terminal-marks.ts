/**
 * VT323's apostrophe, quotation marks and commas with their tails drawn as wide as its strokes. It draws each
 * tail one half-column wide, a hairline beside letters two half-columns wide, which a reader takes for another
 * face's mark; Italian's "l’amore" and "dell’Europa" put one in nearly every line. The marks keep their place
 * and advance; the tail, as wide as a stroke, steps half a column as the letters' diagonals do, a pixel shorter.
 */
import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import { drawn, glyphIdOf, glyphOf, harfBuzzFont, onceAFile, withGlyphs } from "./pixel-glyphs";
import { unitsPerEm } from "./sfnt";

/** Its grid, in half-columns: twenty-five to the em, a stroke two of them wide. */
const HALF_PIXELS_PER_EM = 25;

/** A closing mark's rows, a head two pixels tall over a tail one tall, as "’" and "," draw it: `at` its column. */
const closing = (at: number) => [
  ...Array.from({ length: 4 }, () => `${".".repeat(at)}##`),
  `${".".repeat(at - 1)}##.`,
  `${".".repeat(at - 1)}##.`,
];

/** An opening mark, the closing one turned over: "‘" and "“". */
const opening = (at: number) => [`${".".repeat(at + 1)}##`, `${".".repeat(at + 1)}##`, ...closing(at).slice(0, 4)];

/** Two marks side by side, their heads four half-columns apart. */
const pair = (mark: (at: number) => string[], at: number) => {
  const [first, second] = [mark(at), mark(at + 4)];
  return first.map((row, index) =>
    [...second[index]].map((cell, x) => (cell === "#" || row[x] === "#" ? "#" : ".")).join(""),
  );
};

/** Each mark's rows and the row its last stands on, in half-columns of the grid (its heads where VT323 has them). */
const MARKS: Record<string, { rows: string[]; foot: number }> = {
  "’": { rows: closing(4), foot: 12 },
  ʼ: { rows: closing(4), foot: 12 },
  "‘": { rows: opening(4), foot: 12 },
  "”": { rows: pair(closing, 2), foot: 12 },
  "“": { rows: pair(opening, 2), foot: 12 },
  ",": { rows: closing(4), foot: -2 },
  "‚": { rows: closing(4), foot: -2 },
  "„": { rows: pair(closing, 2), foot: -2 },
  ";": { rows: ["....##", "....##", "....##", "....##", "", "", ...closing(4)], foot: -2 },
};

/** A piece of VT323, as an sfnt, with the marks drawn here in place of its own. */
export const vt323Redrawn = onceAFile(async (file) => {
  const sfnt = Buffer.from(await convert(readFileSync(file), "sfnt"));
  const harfBuzz = harfBuzzFont(sfnt);
  const pixel = unitsPerEm(sfnt) / HALF_PIXELS_PER_EM;
  const glyphs = new Map<number, Buffer>();
  for (const [mark, { rows, foot }] of Object.entries(MARKS)) {
    const glyph = glyphIdOf(harfBuzz, mark);
    if (glyph !== undefined) glyphs.set(glyph, glyphOf(drawn(rows, foot), pixel));
  }
  return withGlyphs(sfnt, glyphs);
});
