/**
 * Handjet's Hebrew at the weight the game sets it in, its letters kept apart
 * at the game's sizes (decision 19). Handjet draws every letter of square dots
 * on a grid, and at the weights the game takes the dots grow into the gaps a
 * letter reads by: "ה" is "ח" with its left leg a dot short of the roof, and
 * two letters stand a dot apart. On a screen of one device pixel to the CSS
 * pixel those gaps fill in: the icon bar's "הסיפור" read "חסיפור", and
 * "בווילה" read "בחילה", its two "ו" one "ח". So every letter stands a grid
 * step further from the next, and "ה"'s leg loses a dot from its top until its
 * gap is two CSS pixels at the face's smallest text, one of them clear
 * wherever the gap falls between a screen's pixels.
 */
import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import subsetFont from "subset-font";
import { glyphIdOf, glyphOfContours, harfBuzzFont, withGlyphs, type Point } from "./pixel-glyphs";
import { sfntOf, tablesOf, unitsPerEm } from "./sfnt";

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
 * The sfnt with every glyph that advances advancing further, by `units(glyph)`: a wider advance for each of the
 * horizontal metrics' own (the glyphs after them share the last), and the widest's too.
 */
function tracked(sfnt: Buffer, units: (glyph: number) => number): Buffer {
  const tables = tablesOf(sfnt);
  const [hhea, hmtx] = ["hhea", "hmtx"].map((tag) => Buffer.from(tables.get(tag) ?? Buffer.alloc(0)));
  const metrics = hhea.readUInt16BE(34);
  let widest = 0;
  for (let id = 0; id < metrics; id++) {
    const advance = hmtx.readUInt16BE(4 * id);
    if (advance > 0) hmtx.writeUInt16BE(advance + units(id), 4 * id);
    widest = Math.max(widest, hmtx.readUInt16BE(4 * id));
  }
  hhea.writeUInt16BE(widest, 10);
  return sfntOf(sfnt.readUInt32BE(0), new Map([...tables, ["hhea", hhea], ["hmtx", hmtx]]));
}

/** Handjet's grid: seventeen steps to the em, its dots' pitch. */
export const GRID_STEPS = 17;

/** "ה"'s dots less those off the top of its left leg that keep its gap under `gap` font units. */
function heOpened(dots: readonly Dot[], gap: number): Dot[] {
  const { leg } = heLeg(dots);
  const dropped = new Set<Dot>();
  while (heLeg(dots.filter((dot) => !dropped.has(dot))).gap < gap) {
    if (dropped.size >= leg.length / 2) throw new Error(`Handjet's "ה" would lose half its leg to open`);
    dropped.add(leg[leg.length - 1 - dropped.size]);
  }
  return dots.filter((dot) => !dropped.has(dot));
}

/** "י"'s dots less those off the foot of its stem that make it taller than half of "ו" (`vav`): not a short "ו". */
function yodShortened(dots: readonly Dot[], vav: readonly Dot[]): Dot[] {
  const height = (some: readonly Dot[]) =>
    Math.max(...some.map(({ top }) => top)) - Math.min(...some.map(({ bottom }) => bottom));
  const kept = [...dots].sort((one, other) => other.bottom - one.bottom);
  while (height(kept) > height(vav) / 2 && kept.length > 2) kept.pop();
  return kept;
}

/** Hebrew's geresh and gershayim, "ג׳", "לו״ז": their ticks lean over the letter before them, and touched it. */
const MARKS_AFTER_A_LETTER = ["׳", "״"];

/**
 * A piece of Handjet, `file`, pinned at `weight`, as an sfnt whose letters stand a grid step further apart (a
 * geresh and gershayim another step from the letter before them) and `raise` per cent of the face's size higher;
 * whose "י" is at most half as tall as "ו"; and whose "ה" keeps its gap open at `smallest` CSS pixels, the face's
 * smallest text, set `sizeAdjust` per cent of it.
 */
export async function handjetRedrawn(
  file: string,
  { weight, sizeAdjust, smallest, raise = 0 }: HandjetSetting,
): Promise<Buffer> {
  const variable = Buffer.from(await convert(readFileSync(file), "sfnt"));
  const letters = String.fromCodePoint(...harfBuzzFont(variable).face.collectUnicodes());
  const sfnt = Buffer.from(
    await subsetFont(variable, letters, { targetFormat: "sfnt", variationAxes: { wght: weight } }),
  );
  const font = harfBuzzFont(sfnt);
  const step = unitsPerEm(sfnt) / GRID_STEPS;
  const cssPixel = unitsPerEm(sfnt) / ((smallest * sizeAdjust) / 100);
  const lift = Math.round((raise / sizeAdjust) * unitsPerEm(sfnt));
  // Half a step further along each wider advance, so the step falls on both sides of a letter; and raised.
  const shifted = (dots: readonly Dot[]) =>
    glyphOfContours(
      dots.map((dot) =>
        contourOf({
          left: dot.left + step / 2,
          right: dot.right + step / 2,
          bottom: dot.bottom + lift,
          top: dot.top + lift,
        }),
      ),
    );
  const [he, yod, vav] = ["ה", "י", "ו"].map((letter) => glyphIdOf(font, letter));
  const redrawn = (glyph: number, dots: Dot[]) => {
    if (glyph === he) return heOpened(dots, OPEN_GAP * cssPixel);
    if (glyph === yod && vav !== undefined) return yodShortened(dots, dotsOf(font.glyphToPath(vav)));
    return dots;
  };
  const glyphs = new Map<number, Buffer>();
  const count = tablesOf(sfnt).get("maxp")?.readUInt16BE(4) ?? 0;
  for (let glyph = 0; glyph < count; glyph++) {
    const dots = dotsOf(font.glyphToPath(glyph));
    if (dots.length > 0) glyphs.set(glyph, shifted(redrawn(glyph, dots)));
  }
  const marks = new Set(MARKS_AFTER_A_LETTER.map((mark) => glyphIdOf(font, mark)));
  // The mark's further step on its far side, towards the letter before it on a right-to-left line.
  return withGlyphs(
    tracked(sfnt, (glyph) => (marks.has(glyph) ? 2 * step : step)),
    glyphs,
  );
}

/**
 * How the game sets Handjet beside one of its faces: its weight, its size, the smallest text it is in, and how
 * much higher it is drawn, per cent of the face's size, to stand where the face's letters stand (Press Start 2P's
 * on the second of its eight rows); as a script face's `raise` (./font-faces.ts), but in its outlines, which keeps
 * its own mark positioning and its local fallback.
 */
export type HandjetSetting = { weight: number; sizeAdjust: number; smallest: number; raise?: number };
