// @vitest-environment node
import { convert } from "fontverter";
import { describe, expect, it } from "vitest";
import { FACES, fontOfPiece, piecesOf } from "./font-faces";
import { glyphIdOf, harfBuzzFont, pixelsOfPath, type Pixel } from "./pixel-glyphs";

const face = FACES.find(({ family }) => family === "VT323");
if (!face) throw new Error("no VT323 face");
const [latin] = piecesOf(face).filter(({ family }) => family === face.family);

/** A mark's pixels in half-columns of VT323's grid (25 to the em), its outline's slight bulges read as its edges. */
async function pixelsOf(marks: string): Promise<Map<string, Pixel[]>> {
  const font = harfBuzzFont(Buffer.from(await convert(await fontOfPiece(latin), "sfnt")));
  return new Map(
    [...marks].map((mark) => {
      const glyph = glyphIdOf(font, mark);
      if (glyph === undefined) throw new Error(`VT323 has no ${mark}`);
      return [mark, pixelsOfPath(font.glyphToPath(glyph).replace(/Q-?[\d.]+,-?[\d.]+ /g, "L"), 40)];
    }),
  );
}

/** The widths of the runs of ink in each row of the pixels. */
const runWidths = (pixels: readonly Pixel[]) =>
  [...new Set(pixels.map(([, y]) => y))].flatMap((y) => {
    const xs = pixels.filter(([, at]) => at === y).map(([x]) => x);
    const runs: number[] = [];
    for (const x of xs.sort((a, b) => a - b)) {
      if (xs.includes(x - 1)) runs[runs.length - 1] += 1;
      else runs.push(1);
    }
    return runs;
  });

describe("VT323's apostrophe, quotation marks and commas", () => {
  it("draw every row of ink as wide as its letters' strokes, two half-columns, never a hairline", async () => {
    for (const [mark, pixels] of await pixelsOf("’‘“”,;‚„ʼ")) {
      expect(pixels.length, mark).toBeGreaterThan(0);
      expect(new Set(runWidths(pixels)), mark).toEqual(new Set([2]));
    }
  });

  it("stand where its straight apostrophe and its full stop do: the marks above the letters, the commas on the line", async () => {
    const pixels = await pixelsOf("’'.,");
    const top = (mark: string) => Math.max(...(pixels.get(mark) ?? []).map(([, y]) => y));
    const foot = (mark: string) => Math.min(...(pixels.get(mark) ?? []).map(([, y]) => y));
    expect(top("’")).toBeGreaterThan(top("'"));
    expect(foot("’")).toBe(foot("'"));
    expect(top(",")).toBe(top("."));
  });
});
