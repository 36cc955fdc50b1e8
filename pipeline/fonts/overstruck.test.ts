// @vitest-environment node
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { overstruck } from "./overstruck";
import { glyphIdOf, harfBuzzFont, pixelsOfPath, type Pixel } from "./pixel-glyphs";
import { unitsPerEm } from "./sfnt";

const UNIFONT = createRequire(import.meta.url).resolve("@fontsource/unifont/files/unifont-latin-400-normal.woff2");

/** A letter's pixels in the struck face, on its grid of half pixels. */
async function pixelsOf(letter: string): Promise<Pixel[]> {
  const sfnt = await overstruck(UNIFONT);
  const font = harfBuzzFont(sfnt);
  const glyph = glyphIdOf(font, letter);
  if (glyph === undefined) throw new Error(`no ${letter}`);
  return pixelsOfPath(font.glyphToPath(glyph), unitsPerEm(sfnt) / 32);
}

const bottom = (pixels: readonly Pixel[]) => Math.min(...pixels.map(([, y]) => y));

describe("Unifont's Greek, struck for the game", () => {
  it("takes γ below the line, as deep as the face's other descenders", async () => {
    expect(bottom(await pixelsOf("γ"))).toBe(bottom(await pixelsOf("ρ")));
  });

  it("draws ν without υ's upright stem: no column inked from its top to the line", async () => {
    const columnsInkedThroughout = async (letter: string) => {
      const pixels = await pixelsOf(letter);
      const rows = new Set(pixels.map(([, y]) => y));
      const columns = new Set(pixels.map(([x]) => x));
      return [...columns].filter((x) => [...rows].every((y) => pixels.some(([px, py]) => px === x && py === y)));
    };
    expect(await columnsInkedThroughout("υ")).not.toEqual([]);
    expect(await columnsInkedThroughout("ν")).toEqual([]);
  });
});
