// @vitest-environment node
import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";
import { FACES, fontOfPiece, GAME_HEBREW, piecesOf } from "./font-faces";
import { dotsOf, GRID_STEPS, heLeg, OPEN_GAP, type Dot } from "./handjet-letters";
import { glyphIdOf, harfBuzzFont } from "./pixel-glyphs";
import { unitsPerEm } from "./sfnt";
import { terminalEm } from "../../src/gamer/bar-widths";

/** The dots of `letter` in a font, as an sfnt. */
function dotsIn(sfnt: Buffer, letter: string) {
  const font = harfBuzzFont(sfnt);
  const glyph = glyphIdOf(font, letter);
  if (glyph === undefined) throw new Error(`no "${letter}"`);
  return dotsOf(font.glyphToPath(glyph));
}

/** The face of `family` and the Handjet piece it draws Hebrew with. */
function handjetBeside(family: string) {
  const face = FACES.find((each) => each.family === family);
  const piece = face && piecesOf(face).find((each) => each.family === "Handjet");
  if (!piece) throw new Error(`${family} has no Handjet`);
  return { face, piece };
}

describe.each(Object.entries(GAME_HEBREW))("the game's Hebrew beside %s", (family, setting) => {
  const { face, piece } = handjetBeside(family);
  const cssPixel = async (sfnt: Buffer) => unitsPerEm(sfnt) / ((setting.smallest * setting.sizeAdjust) / 100);

  it(`keeps "ה" apart from "ח": its left leg ${OPEN_GAP} px short of the roof at the smallest text`, async () => {
    const sfnt = Buffer.from(await convert(await fontOfPiece(piece), "sfnt"));
    const { leg, gap } = heLeg(dotsIn(sfnt, "ה"));
    expect(gap / (await cssPixel(sfnt))).toBeGreaterThanOrEqual(OPEN_GAP);
    // Still a leg: "ה", not "ד" with a dot.
    expect(leg.length).toBeGreaterThanOrEqual(3);
  });

  it(`stands on ${family}'s foot, within one of its pixels`, async () => {
    const own = face.sources.find((source) => source.family === family);
    if (!own) throw new Error(`${family} has no piece of its own`);
    const latin = Buffer.from(await convert(await fontOfPiece({ ...own, file: own.pieces[0] }), "sfnt"));
    const hebrew = Buffer.from(await convert(await fontOfPiece(piece), "sfnt"));
    const footOf = (sfnt: Buffer, letter: string, scale: number) =>
      (Math.min(...dotsIn(sfnt, letter).map(({ bottom }) => bottom)) / unitsPerEm(sfnt)) * scale;
    const pixel = 1 / 8;
    expect(Math.abs(footOf(hebrew, "ב", setting.sizeAdjust / 100) - footOf(latin, "H", 1))).toBeLessThan(pixel);
  });

  it("sets every letter a grid step further from the next, and draws it as Handjet does at that weight", async () => {
    const sfnt = Buffer.from(await convert(await fontOfPiece(piece), "sfnt"));
    const letters = "אבוחכקת";
    const marks = "׳״";
    const pinned = Buffer.from(
      await subsetFont(readFileSync(piece.file), `${letters}${marks}הי`, {
        targetFormat: "sfnt",
        variationAxes: { wght: setting.weight },
      }),
    );
    const step = unitsPerEm(sfnt) / GRID_STEPS;
    const advance = (font: Buffer, letter: string) => {
      const harfBuzz = harfBuzzFont(font);
      return harfBuzz.glyphHAdvance(glyphIdOf(harfBuzz, letter) ?? 0);
    };
    const lift = Math.round(((setting.raise ?? 0) / setting.sizeAdjust) * unitsPerEm(sfnt));
    for (const letter of [...letters, ...marks]) {
      const moved = dotsIn(pinned, letter).map((dot) => ({
        left: dot.left + step / 2,
        bottom: dot.bottom + lift,
        right: dot.right + step / 2,
        top: dot.top + lift,
      }));
      expect(dotsIn(sfnt, letter), letter).toEqual(moved);
      // A geresh and gershayim a further step from the letter before them, whose ink their ticks leaned over.
      expect(advance(sfnt, letter), letter).toBe(advance(pinned, letter) + (marks.includes(letter) ? 2 : 1) * step);
    }
    const height = (dots: readonly Dot[]) =>
      Math.max(...dots.map(({ top }) => top)) - Math.min(...dots.map(({ bottom }) => bottom));
    // "י" hangs from the line, at most half as tall as "ו": Handjet's, two thirds of it, read as a short "ו".
    expect(height(dotsIn(sfnt, "י"))).toBeLessThanOrEqual(height(dotsIn(sfnt, "ו")) / 2);
    expect(height(dotsIn(pinned, "י"))).toBeGreaterThan(height(dotsIn(pinned, "ו")) / 2);
    // The grid is Handjet's: "ה"'s dots a step apart.
    const lefts = [...new Set(dotsIn(pinned, "ה").map(({ left }) => left))].sort((one, other) => one - other);
    expect(lefts[1] - lefts[0]).toBe(step);
  });
});

it("sizes the labels no smaller than the smallest text the game's Hebrew is drawn for", () => {
  const sizes = [...readFileSync("src/gamer/gamer.css", "utf8").matchAll(/--text-pixel-[\w-]+:\s*(\d+)px/g)];
  expect(Math.min(...sizes.map(([, px]) => Number(px)))).toBeGreaterThanOrEqual(GAME_HEBREW["Press Start 2P"].smallest);
});

it("gives the game's bar each Hebrew letter's width beside VT323, as Handjet's grid draws it", async () => {
  const sfnt = Buffer.from(await convert(await fontOfPiece(handjetBeside("VT323").piece), "sfnt"));
  const font = harfBuzzFont(sfnt);
  const letters = Array.from({ length: 0x5ea - 0x5d0 + 1 }, (_, index) => String.fromCodePoint(0x5d0 + index));
  const em = (letter: string) =>
    (font.glyphHAdvance(glyphIdOf(font, letter) ?? 0) / unitsPerEm(sfnt)) * (GAME_HEBREW.VT323.sizeAdjust / 100);
  for (const letter of [...letters, "׳", "״"]) expect(terminalEm(letter), letter).toBeCloseTo(em(letter), 6);
  // A letter the table lacks counts as the widest.
  expect(terminalEm("\u05ef")).toBeCloseTo(Math.max(...letters.map(em)), 6);
});
