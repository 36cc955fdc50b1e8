/**
 * GNU Unifont's Greek and Cyrillic, for the game's body face, which has
 * neither (decision 23). Unifont draws them on a grid, as VT323 draws its
 * Latin letters, but one pixel thin, a third lighter than VT323. So each
 * letter is drawn here again, struck a second time half a pixel to the right,
 * as a terminal drew its bold a whole pixel over: at a whole pixel, a one-pixel
 * gap inside a letter or between two closed up on a screen of one device pixel
 * to the CSS pixel ("Αγαπητή" at 24 px).
 */
import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import subsetFont from "subset-font";
import {
  drawn,
  glyphIdOf,
  glyphOf,
  harfBuzzFont,
  onceAFile,
  pixelsOfPath,
  withGlyphs,
  type Pixel,
} from "./pixel-glyphs";
import { unitsPerEm } from "./sfnt";

/** Unifont's grid, sixteen pixels to the em, in halves: the strike's step. */
const HALF_PIXELS_PER_EM = 32;

/** The letters taken from Unifont: its other scripts come from faces drawn for them. */
export const OVERSTRUCK_SCRIPTS = /[\p{Script=Greek}\p{Script=Cyrillic}]/u;

/**
 * Letters Unifont draws as others read: "γ" standing on the line like a "y" cut short, "ν" with the upright stem
 * of "υ". Drawn anew on its grid as its "v" is, "γ" crossing on the line into a loop its descenders' two rows
 * deep; the last row stands on `foot`.
 */
const REDRAWN: Record<string, { rows: string[]; foot: number }> = {
  γ: {
    rows: [
      ".#....#.",
      ".#....#.",
      ".#....#.",
      "..#..#..",
      "..#..#..",
      "..#..#..",
      "...##...",
      "...##...",
      "..#..#..",
      "...##...",
    ],
    foot: -2,
  },
  ν: {
    rows: [".#....#.", ".#....#.", ".#....#.", "..#..#..", "..#..#..", "..#..#..", "...##...", "...##..."],
    foot: 0,
  },
};

/** A drawn letter's pixels on the grid of half pixels the strike steps on. */
const inHalves = (pixels: readonly Pixel[]): Pixel[] =>
  pixels.flatMap(([x, y]) => [
    [2 * x, 2 * y],
    [2 * x + 1, 2 * y],
    [2 * x, 2 * y + 1],
    [2 * x + 1, 2 * y + 1],
  ]);

/** Unifont's outlines are squares, written with off-curve points on their straight sides. */
const straightened = (path: string) => path.replace(/Q(-?[\d.]+),(-?[\d.]+) (-?[\d.]+),(-?[\d.]+)/g, "L$1,$2L$3,$4");

/** A letter's pixels with each struck again one to the right (here, half a pixel of Unifont's). */
export function struckTwice(pixels: readonly Pixel[]): Pixel[] {
  const inked = new Set(pixels.map(([x, y]) => `${x},${y}`));
  return [...pixels, ...pixels.filter(([x, y]) => !inked.has(`${x + 1},${y}`)).map(([x, y]) => [x + 1, y] as const)];
}

/** Unifont's file as an sfnt of its Greek and Cyrillic alone, each letter struck twice: made once a build. */
export const overstruck = onceAFile(async (file) => {
  const whole = Buffer.from(await convert(readFileSync(file), "sfnt"));
  const letters = [...harfBuzzFont(whole).face.collectUnicodes()]
    .map((point) => String.fromCodePoint(point))
    .filter((letter) => OVERSTRUCK_SCRIPTS.test(letter));
  const sfnt = Buffer.from(await subsetFont(whole, letters.join(""), { targetFormat: "sfnt" }));
  const harfBuzz = harfBuzzFont(sfnt);
  const half = unitsPerEm(sfnt) / HALF_PIXELS_PER_EM;
  const glyphs = new Map<number, Buffer>();
  for (const letter of letters) {
    const glyph = glyphIdOf(harfBuzz, letter);
    if (glyph === undefined) continue;
    const redrawn = REDRAWN[letter];
    const pixels = redrawn
      ? inHalves(drawn(redrawn.rows, redrawn.foot))
      : pixelsOfPath(straightened(harfBuzz.glyphToPath(glyph)), half);
    glyphs.set(glyph, glyphOf(struckTwice(pixels), half));
  }
  return withGlyphs(sfnt, glyphs);
});
