// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { convert } from "fontverter";
import { describe, expect, it } from "vitest";
import { drawn, glyphIdOf, glyphOf, harfBuzzFont, outlinesOf, pixelsOfPath, shapeOf, withGlyphs } from "./pixel-glyphs";
import { tablesOf } from "./sfnt";

const file = join(
  dirname(createRequire(import.meta.url).resolve("@fontsource/press-start-2p/package.json")),
  "files/press-start-2p-latin-400-normal.woff2",
);
const PIXEL = 125;

describe("a pixel face's glyphs", () => {
  it("reads a glyph's outline as the pixels it covers", async () => {
    const font = harfBuzzFont(Buffer.from(await convert(readFileSync(file), "sfnt")));
    const h = pixelsOfPath(font.glyphToPath(glyphIdOf(font, "H") ?? 0), PIXEL);
    expect(shapeOf(h)).toBe(
      shapeOf(drawn(["##...##", "##...##", "##...##", "#######", "##...##", "##...##", "##...##"], 1)),
    );
  });

  it("writes pixels as a glyph that reads back the same, and leaves every other glyph and table as it was", async () => {
    const sfnt = Buffer.from(await convert(readFileSync(file), "sfnt"));
    const before = harfBuzzFont(sfnt);
    const [a, o] = [glyphIdOf(before, "a") ?? 0, glyphIdOf(before, "o") ?? 0];
    // A hollow square with a pixel inside: runs of different spans in one row, and a contour apart.
    const drawing = drawn(["#####", "#...#", "#.#.#", "#...#", "#####", "", "###"], -1);
    const after = harfBuzzFont(withGlyphs(sfnt, new Map([[a, glyphOf(drawing, PIXEL)]])));
    expect(shapeOf(pixelsOfPath(after.glyphToPath(a), PIXEL))).toBe(shapeOf(drawing));
    expect(after.glyphToPath(o)).toBe(before.glyphToPath(o));
    expect(after.glyphHAdvance(a)).toBe(before.glyphHAdvance(a));
    const [tablesBefore, tablesAfter] = [
      tablesOf(sfnt),
      tablesOf(withGlyphs(sfnt, new Map([[a, glyphOf(drawing, PIXEL)]]))),
    ];
    for (const tag of ["cmap", "hhea", "OS/2", "name", "post"])
      expect(tablesAfter.get(tag)?.equals(tablesBefore.get(tag) ?? Buffer.alloc(0)), tag).toBe(true);
  });

  it("draws joined pixels as one outline, with no seam between its parts for a screen to part", () => {
    // "Ε" as Unifont draws it: its foot, arm and stem one contour, corners only where the edge turns.
    const epsilon = drawn(["######", "#.....", "#####.", "#.....", "######"], 0);
    expect(outlinesOf(epsilon)).toHaveLength(1);
    expect(outlinesOf(epsilon)[0]).toHaveLength(12);
    // A ring: the outside clockwise, the hole anticlockwise (a shoelace sum of each sign).
    const area = (contour: readonly (readonly [number, number])[]) =>
      contour.reduce((sum, [x, y], index) => {
        const [nextX, nextY] = contour[(index + 1) % contour.length];
        return sum + (x * nextY - nextX * y);
      }, 0) / 2;
    expect(outlinesOf(drawn(["###", "#.#", "###"], 0)).map(area)).toEqual([-9, 1]);
    // Two pixels that meet at a corner only stay two.
    expect(outlinesOf(drawn(["#.", ".#"], 0))).toHaveLength(2);
  });
});
