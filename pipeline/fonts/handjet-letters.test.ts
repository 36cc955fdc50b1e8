// @vitest-environment node
import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { FACES, fontOfPiece, GAME_HEBREW, piecesOf } from "./font-faces";
import { dotsOf, heLeg, OPEN_GAP } from "./handjet-letters";
import { glyphIdOf, harfBuzzFont } from "./pixel-glyphs";
import { unitsPerEm } from "./sfnt";

/** The dots of `letter` in a font, as an sfnt. */
function dotsIn(sfnt: Buffer, letter: string) {
  const font = harfBuzzFont(sfnt);
  const glyph = glyphIdOf(font, letter);
  if (glyph === undefined) throw new Error(`no "${letter}"`);
  return dotsOf(font.glyphToPath(glyph));
}

describe.each(Object.entries(GAME_HEBREW))("the game's Hebrew beside %s", (family, setting) => {
  const face = FACES.find((each) => each.family === family);
  const piece = face && piecesOf(face).find((each) => each.family === "Handjet");
  if (!piece) throw new Error(`${family} has no Handjet`);
  const cssPixel = async (sfnt: Buffer) => unitsPerEm(sfnt) / ((setting.smallest * setting.sizeAdjust) / 100);

  it(`keeps "ה" apart from "ח": its left leg ${OPEN_GAP} px short of the roof at the smallest text`, async () => {
    const sfnt = Buffer.from(await convert(await fontOfPiece(piece), "sfnt"));
    const { leg, gap } = heLeg(dotsIn(sfnt, "ה"));
    expect(gap / (await cssPixel(sfnt))).toBeGreaterThanOrEqual(OPEN_GAP);
    // Still a leg: "ה", not "ד" with a dot.
    expect(leg.length).toBeGreaterThanOrEqual(3);
  });

  it("draws every other letter as Handjet draws it at that weight", async () => {
    const sfnt = Buffer.from(await convert(await fontOfPiece(piece), "sfnt"));
    const pinned = Buffer.from(
      await subsetFont(readFileSync(piece.file), "אבחכקת", {
        targetFormat: "sfnt",
        variationAxes: { wght: setting.weight },
      }),
    );
    for (const letter of "אבחכקת") expect(dotsIn(sfnt, letter), letter).toEqual(dotsIn(pinned, letter));
  });
});

it("sizes the labels no smaller than the smallest text the game's Hebrew is drawn for", () => {
  const sizes = [...readFileSync("src/gamer/gamer.css", "utf8").matchAll(/--text-pixel-[\w-]+:\s*(\d+)px/g)];
  expect(Math.min(...sizes.map(([, px]) => Number(px)))).toBeGreaterThanOrEqual(GAME_HEBREW["Press Start 2P"].smallest);
});
