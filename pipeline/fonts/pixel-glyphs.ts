/**
 * A pixel face's glyphs as what they are, pixels on its grid: read from an
 * outline, and written back as rectangles, so a letter drawn anew stands on
 * the face's grid at its weight. Every other table of the font is kept as it
 * was, so the face's metrics, and the fallbacks sized to them, do not move.
 */
import { Blob, Buffer as HarfBuzzBuffer, Face, Font, shape } from "harfbuzzjs";
import { sfntOf, tablesOf } from "./sfnt";

/** A pixel, in pixels: x from the glyph's origin, y up from the baseline. */
export type Pixel = readonly [x: number, y: number];

const key = ([x, y]: Pixel) => `${x},${y}`;

/** Pixels drawn as rows of text, "#" for ink, the last row standing on row `foot`. */
export function drawn(rows: readonly string[], foot: number): Pixel[] {
  return rows.flatMap((row, index) =>
    [...row].flatMap((cell, x) => (cell === "#" ? [[x, foot + rows.length - 1 - index] as const] : [])),
  );
}

/** The pixels an outline covers: each whose centre it holds, by the non-zero rule. Straight lines only. */
export function pixelsOfPath(path: string, pixel: number): Pixel[] {
  if (/[QCqc]/.test(path)) throw new Error("pixelsOfPath: the outline has curves, which no pixel face draws");
  const contours: [number, number][][] = [];
  for (const [, command, x, y] of path.matchAll(/([MLZ])(-?[\d.]+)?,?(-?[\d.]+)?/g)) {
    if (command === "M") contours.push([[Number(x), Number(y)]]);
    else if (command === "L") contours.at(-1)?.push([Number(x), Number(y)]);
  }
  const points = contours.flat();
  if (points.length === 0) return [];
  const [xs, ys] = [points.map(([x]) => x), points.map(([, y]) => y)];
  const pixels: Pixel[] = [];
  for (let y = Math.floor(Math.min(...ys) / pixel); y < Math.max(...ys) / pixel; y++) {
    for (let x = Math.floor(Math.min(...xs) / pixel); x < Math.max(...xs) / pixel; x++) {
      const [cx, cy] = [(x + 0.5) * pixel, (y + 0.5) * pixel];
      let winding = 0;
      for (const contour of contours) {
        contour.forEach(([x1, y1], index) => {
          const [x2, y2] = contour[(index + 1) % contour.length];
          if (y1 <= cy !== y2 <= cy && x1 + ((cy - y1) * (x2 - x1)) / (y2 - y1) > cx) winding += y2 > y1 ? 1 : -1;
        });
      }
      if (winding !== 0) pixels.push([x, y]);
    }
  }
  return pixels;
}

/** The same pixels, as a set to compare: sorted keys. */
export const shapeOf = (pixels: readonly Pixel[]) => pixels.map(key).sort().join(" ");

type Rectangle = { left: number; right: number; bottom: number; top: number };

/** Pixels as rectangles: each row's runs, a run joined to the one above it where both span the same columns. */
function rectanglesOf(pixels: readonly Pixel[]): Rectangle[] {
  const inked = new Set(pixels.map(key));
  const ys = [...new Set(pixels.map(([, y]) => y))].sort((a, b) => a - b);
  const open = new Map<string, Rectangle>();
  const done: Rectangle[] = [];
  for (const y of ys) {
    const xs = pixels.filter(([, row]) => row === y).map(([x]) => x);
    const runs: Rectangle[] = [];
    for (let x = Math.min(...xs); x <= Math.max(...xs); x++) {
      if (!inked.has(key([x, y]))) continue;
      const run = runs.at(-1);
      if (run && run.right === x) run.right = x + 1;
      else runs.push({ left: x, right: x + 1, bottom: y, top: y + 1 });
    }
    const next = new Map<string, Rectangle>();
    for (const run of runs) {
      const span = `${run.left}-${run.right}`;
      const below = open.get(span);
      if (below && below.top === y) {
        below.top = y + 1;
        next.set(span, below);
        open.delete(span);
      } else next.set(span, run);
    }
    done.push(...open.values());
    open.clear();
    for (const [span, rectangle] of next) open.set(span, rectangle);
  }
  return [...done, ...open.values()];
}

/** A simple TrueType glyph of rectangles, each a clockwise contour of four on-curve points. */
export function glyphOf(pixels: readonly Pixel[], pixel: number): Buffer {
  const rectangles = rectanglesOf(pixels).map(({ left, right, bottom, top }) => ({
    left: left * pixel,
    right: right * pixel,
    bottom: bottom * pixel,
    top: top * pixel,
  }));
  if (rectangles.length === 0) return Buffer.alloc(0);
  const points = rectangles.flatMap(({ left, right, bottom, top }) => [
    [left, bottom],
    [left, top],
    [right, top],
    [right, bottom],
  ]);
  const glyph = Buffer.alloc(10 + 2 * rectangles.length + 2 + points.length * 5);
  let at = glyph.writeInt16BE(rectangles.length, 0);
  for (const edge of [
    Math.min(...points.map(([x]) => x)),
    Math.min(...points.map(([, y]) => y)),
    Math.max(...points.map(([x]) => x)),
    Math.max(...points.map(([, y]) => y)),
  ])
    at = glyph.writeInt16BE(edge, at);
  rectangles.forEach((_, index) => (at = glyph.writeUInt16BE(4 * index + 3, at)));
  at = glyph.writeUInt16BE(0, at);
  // Every point on the curve, each coordinate a 16-bit step from the last.
  glyph.fill(0x01, at, at + points.length);
  at += points.length;
  for (const axis of [0, 1]) {
    let last = 0;
    for (const point of points) {
      at = glyph.writeInt16BE(point[axis] - last, at);
      last = point[axis];
    }
  }
  return glyph;
}

/** The glyph a font gives a letter when it stands alone, or none: a letter it draws from two (a base and a mark) is not its own. */
export function glyphIdOf(font: Font, letter: string): number | undefined {
  const buffer = new HarfBuzzBuffer();
  buffer.addText(letter);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const glyphs = buffer.getGlyphInfos();
  return glyphs.length === 1 && glyphs[0].codepoint !== 0 ? glyphs[0].codepoint : undefined;
}

/** A font read by harfbuzz, to find and draw its glyphs. */
export const harfBuzzFont = (sfnt: Buffer) => new Font(new Face(new Blob(sfnt)));

/**
 * The sfnt with some glyphs, by id, replaced by simple glyphs (glyphOf): the
 * glyph table written anew with long offsets, and the head's bounds, the
 * horizontal metrics' left side bearings and the profile's maxima following.
 */
export function withGlyphs(sfnt: Buffer, replaced: ReadonlyMap<number, Buffer>): Buffer {
  const tables = tablesOf(sfnt);
  const [head, maxp, hhea, hmtx, loca, glyf] = ["head", "maxp", "hhea", "hmtx", "loca", "glyf"].map((tag) => {
    const table = tables.get(tag);
    if (!table) throw new Error(`withGlyphs: the font has no ${tag} table`);
    return Buffer.from(table);
  });
  const count = maxp.readUInt16BE(4);
  const long = head.readInt16BE(50) === 1;
  const offsetOf = (id: number) => (long ? loca.readUInt32BE(4 * id) : 2 * loca.readUInt16BE(2 * id));
  const newLoca = Buffer.alloc(4 * (count + 1));
  const bodies: Buffer[] = [];
  let offset = 0;
  for (let id = 0; id < count; id++) {
    const body = replaced.get(id) ?? glyf.subarray(offsetOf(id), offsetOf(id + 1));
    const padded = Buffer.concat([body, Buffer.alloc((4 - (body.length % 4)) % 4)]);
    newLoca.writeUInt32BE(offset, 4 * id);
    bodies.push(padded);
    offset += padded.length;
  }
  newLoca.writeUInt32BE(offset, 4 * count);
  head.writeInt16BE(1, 50);
  const metrics = hhea.readUInt16BE(34);
  for (const [id, glyph] of replaced) {
    if (glyph.length === 0) continue;
    const contours = glyph.readInt16BE(0);
    const points = glyph.readUInt16BE(10 + 2 * (contours - 1)) + 1;
    if (maxp.length >= 10) {
      maxp.writeUInt16BE(Math.max(maxp.readUInt16BE(6), points), 6);
      maxp.writeUInt16BE(Math.max(maxp.readUInt16BE(8), contours), 8);
    }
    const [xMin, yMin, xMax, yMax] = [2, 4, 6, 8].map((at) => glyph.readInt16BE(at));
    head.writeInt16BE(Math.min(head.readInt16BE(36), xMin), 36);
    head.writeInt16BE(Math.min(head.readInt16BE(38), yMin), 38);
    head.writeInt16BE(Math.max(head.readInt16BE(40), xMax), 40);
    head.writeInt16BE(Math.max(head.readInt16BE(42), yMax), 42);
    hmtx.writeInt16BE(xMin, id < metrics ? 4 * id + 2 : 4 * metrics + 2 * (id - metrics));
  }
  for (const [tag, table] of Object.entries({ head, maxp, hmtx, loca: newLoca, glyf: Buffer.concat(bodies) }))
    tables.set(tag, table);
  return sfntOf(sfnt.readUInt32BE(0), tables);
}
