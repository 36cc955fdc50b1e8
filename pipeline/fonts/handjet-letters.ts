/**
 * Handjet's Hebrew at the weight the game sets it in, with "ה" drawn to stay
 * apart from "ח" at the game's smallest sizes (decision 19). Handjet draws
 * both of square dots, "ה" as "ח" with its left leg stopping a dot short of
 * the roof; at the weights the game takes, the dots grow and that gap is under
 * two CSS pixels at its smallest text, which a screen of one device pixel to
 * the CSS pixel fills in: the icon bar's "הסיפור" read "חסיפור". The leg loses
 * a dot from its top until the gap is two pixels, one of them clear wherever
 * the gap falls between a screen's pixels.
 */
import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import subsetFont from "subset-font";
import { glyphIdOf, glyphOfContours, harfBuzzFont, withGlyphs, type Point } from "./pixel-glyphs";
import { unitsPerEm } from "./sfnt";

/** The gap, in CSS pixels, that keeps a whole pixel clear on a screen of one device pixel to the CSS pixel. */
export const OPEN_GAP = 2;

/** A dot of Handjet's, in font units: a square, its sides overlapping its neighbours' at the heavier weights. */
export type Dot = { left: number; bottom: number; right: number; top: number };

/** The dots of a glyph's outline: Handjet draws each as a contour of straight sides (and repeats some). */
export function dotsOf(path: string): Dot[] {
  const dots = new Map<string, Dot>();
  for (const contour of path.split("M").filter(Boolean)) {
    const points = [...contour.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map(([, x, y]) => [Number(x), Number(y)]);
    const [xs, ys] = [points.map(([x]) => Math.round(x)), points.map(([, y]) => Math.round(y))];
    const dot = { left: Math.min(...xs), bottom: Math.min(...ys), right: Math.max(...xs), top: Math.max(...ys) };
    dots.set(`${dot.left},${dot.bottom},${dot.right},${dot.top}`, dot);
  }
  return [...dots.values()];
}

/** "ה"'s left leg, its lowest dot first, and the gap between its top and the roof's foot, in font units. */
export function heLeg(dots: readonly Dot[]): { leg: Dot[]; gap: number } {
  const roofFoot = Math.min(
    ...dots.filter((dot) => dot.top === Math.max(...dots.map(({ top }) => top))).map(({ bottom }) => bottom),
  );
  const left = Math.min(...dots.map((dot) => dot.left));
  const leg = dots.filter((dot) => dot.left === left && dot.top < roofFoot).sort((one, other) => one.top - other.top);
  return { leg, gap: roofFoot - Math.max(...leg.map(({ top }) => top)) };
}

/** A dot as a contour, clockwise round its ink (up its left side first), as TrueType draws ink. */
const contourOf = ({ left, bottom, right, top }: Dot): Point[] => [
  [left, bottom],
  [left, top],
  [right, top],
  [right, bottom],
];

/**
 * A piece of Handjet, `file`, pinned at `weight` and set `sizeAdjust` per cent of a face's size, as an sfnt
 * whose "ה" keeps its gap open at `smallest` CSS pixels, the face's smallest text on the game's pages.
 */
export async function handjetRedrawn(file: string, { weight, sizeAdjust, smallest }: HandjetSetting): Promise<Buffer> {
  const variable = Buffer.from(await convert(readFileSync(file), "sfnt"));
  const letters = String.fromCodePoint(...harfBuzzFont(variable).face.collectUnicodes());
  const sfnt = Buffer.from(
    await subsetFont(variable, letters, { targetFormat: "sfnt", variationAxes: { wght: weight } }),
  );
  const font = harfBuzzFont(sfnt);
  const he = glyphIdOf(font, "ה");
  // Its Latin piece, for the punctuation of a Hebrew sentence, is only pinned.
  if (he === undefined) return sfnt;
  const dots = dotsOf(font.glyphToPath(he));
  const pixel = unitsPerEm(sfnt) / ((smallest * sizeAdjust) / 100);
  const { leg } = heLeg(dots);
  const dropped = new Set<Dot>();
  while (heLeg(dots.filter((dot) => !dropped.has(dot))).gap < OPEN_GAP * pixel) {
    if (dropped.size >= leg.length / 2)
      throw new Error(`Handjet's "ה" would lose half its leg to open at ${smallest} px`);
    dropped.add(leg[leg.length - 1 - dropped.size]);
  }
  const kept = dots.filter((dot) => !dropped.has(dot)).map(contourOf);
  return withGlyphs(sfnt, new Map([[he, glyphOfContours(kept)]]));
}

/** How the game sets Handjet beside one of its faces: its weight, its size, and the smallest text it is in. */
export type HandjetSetting = { weight: number; sizeAdjust: number; smallest: number };
