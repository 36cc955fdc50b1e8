// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Blob, Buffer as HarfBuzzBuffer, Face, Font, shape } from "harfbuzzjs";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { raiseGlyphs } from "./raise-glyphs";

const files = (packageName: string) =>
  join(dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`)), "files");

/** A face cut to a few letters, as the build cuts it, in the sfnt a font file holds. */
const cutOf = (file: string, letters: string) =>
  subsetFont(readFileSync(file), letters, { targetFormat: "sfnt" }).then((font) => Buffer.from(font));

/** Where a shaper places each glyph of `text` up from the baseline, and the glyph's ink top, in the font's units. */
function shaped(sfnt: Buffer, text: string) {
  const font = new Font(new Face(new Blob(sfnt)));
  const buffer = new HarfBuzzBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((glyph) => ({
    yOffset: glyph.yOffset,
    top: font.glyphExtents(glyph.codepoint)?.yBearing,
  }));
}

describe("raiseGlyphs", () => {
  it("places every glyph higher by the units asked, and draws each as before", async () => {
    const text = "健二 Ab";
    const font = await cutOf(join(files("@fontsource/dotgothic16"), "dotgothic16-japanese-400-normal.woff2"), text);
    const before = shaped(font, text);
    const after = shaped(raiseGlyphs(font, 208), text);
    expect(before.map((glyph) => glyph.yOffset)).toEqual(before.map(() => 0));
    expect(after).toEqual(before.map((glyph) => ({ ...glyph, yOffset: 208 })));
  });

  it("refuses a font that positions glyphs of its own, which the lifting table would replace", async () => {
    const font = await cutOf(join(files("@fontsource/tiny5"), "tiny5-latin-400-normal.woff2"), "Aa\u0301");
    expect(() => raiseGlyphs(font, 100)).toThrow(/positions glyphs of its own/);
  });
});
