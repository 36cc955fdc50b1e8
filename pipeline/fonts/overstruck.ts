/**
 * GNU Unifont's Greek and Cyrillic, for the game's body face, which has
 * neither (decision 4). Unifont draws them on a grid, as VT323 draws its
 * Latin letters, but one pixel thin; VT323's letters are a DEC terminal's,
 * whose strokes were two pixels wide. So each letter is drawn here as such a
 * terminal drew its bold: every pixel struck again one pixel to the right.
 */
import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import subsetFont from "subset-font";
import { glyphIdOf, glyphOf, harfBuzzFont, pixelsOfPath, withGlyphs, type Pixel } from "./pixel-glyphs";
import { unitsPerEm } from "./sfnt";

/** Unifont's grid: sixteen pixels to the em. */
const PIXELS_PER_EM = 16;

/** The letters taken from Unifont: its other scripts come from faces drawn for them. */
export const OVERSTRUCK_SCRIPTS = /[\p{Script=Greek}\p{Script=Cyrillic}]/u;

/** Unifont's outlines are squares, written with off-curve points on their straight sides. */
const straightened = (path: string) => path.replace(/Q(-?[\d.]+),(-?[\d.]+) (-?[\d.]+),(-?[\d.]+)/g, "L$1,$2L$3,$4");

/** A letter's pixels with each struck again one to the right. */
export function struckTwice(pixels: readonly Pixel[]): Pixel[] {
  const inked = new Set(pixels.map(([x, y]) => `${x},${y}`));
  return [...pixels, ...pixels.filter(([x, y]) => !inked.has(`${x + 1},${y}`)).map(([x, y]) => [x + 1, y] as const)];
}

const overstruckFonts = new Map<string, Promise<Buffer>>();

/** Unifont's file as an sfnt of its Greek and Cyrillic alone, each letter overstruck: made once a build. */
export function overstruck(file: string): Promise<Buffer> {
  let font = overstruckFonts.get(file);
  if (!font) {
    font = (async () => {
      const whole = Buffer.from(await convert(readFileSync(file), "sfnt"));
      const letters = [...harfBuzzFont(whole).face.collectUnicodes()]
        .map((point) => String.fromCodePoint(point))
        .filter((letter) => OVERSTRUCK_SCRIPTS.test(letter));
      const sfnt = Buffer.from(await subsetFont(whole, letters.join(""), { targetFormat: "sfnt" }));
      const harfBuzz = harfBuzzFont(sfnt);
      const pixel = unitsPerEm(sfnt) / PIXELS_PER_EM;
      const glyphs = new Map<number, Buffer>();
      for (const letter of letters) {
        const glyph = glyphIdOf(harfBuzz, letter);
        if (glyph === undefined) continue;
        glyphs.set(glyph, glyphOf(struckTwice(pixelsOfPath(straightened(harfBuzz.glyphToPath(glyph)), pixel)), pixel));
      }
      return withGlyphs(sfnt, glyphs);
    })();
    overstruckFonts.set(file, font);
  }
  return font;
}
