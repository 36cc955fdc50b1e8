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

export type Point = readonly [x: number, y: number];

/** The four ways an edge of the pixels' outline runs, each with the ways to turn from it, rightmost first. */
const TURNS: Record<string, Point[]> = {
  "0,1": [
    [1, 0],
    [0, 1],
    [-1, 0],
  ],
  "1,0": [
    [0, -1],
    [1, 0],
    [0, 1],
  ],
  "0,-1": [
    [-1, 0],
    [0, -1],
    [1, 0],
  ],
  "-1,0": [
    [0, 1],
    [-1, 0],
    [0, -1],
  ],
};

/**
 * The outline of the pixels as one shape: each contour round the ink's edge, the ink on its right (clockwise
 * outside, anticlockwise round a hole), a corner only where the edge turns. Pixels drawn as rectangles that
 * merely touch part where a rasterizer snaps each rectangle's edges to the screen's pixels on its own ("Ε"'s
 * foot at 24 px on a screen of one device pixel to the CSS pixel); one outline has no seam to part.
 */
export function outlinesOf(pixels: readonly Pixel[]): Point[][] {
  const inked = new Set(pixels.map(key));
  const edges = new Map<string, Point[]>();
  const add = (from: Point, way: Point) => edges.set(key(from), [...(edges.get(key(from)) ?? []), way]);
  for (const [x, y] of pixels) {
    if (!inked.has(key([x - 1, y]))) add([x, y], [0, 1]);
    if (!inked.has(key([x, y + 1]))) add([x, y + 1], [1, 0]);
    if (!inked.has(key([x + 1, y]))) add([x + 1, y + 1], [0, -1]);
    if (!inked.has(key([x, y - 1]))) add([x + 1, y], [-1, 0]);
  }
  const same = (one: Point, other: Point) => one[0] === other[0] && one[1] === other[1];
  const contours: Point[][] = [];
  for (const [from, leavingStart] of edges) {
    const start = from.split(",").map(Number) as unknown as Point;
    while (leavingStart.length > 0) {
      const [first] = leavingStart.splice(0, 1);
      const corners: Point[] = [start];
      let way = first;
      let at: Point = [start[0] + way[0], start[1] + way[1]];
      while (!same(at, start)) {
        const leaving = edges.get(key(at)) ?? [];
        // Where two pixels meet at a corner only, the rightmost turn keeps each one's outline its own.
        const next = TURNS[key(way)].find((turn) => leaving.some((each) => same(each, turn)));
        if (!next) throw new Error(`outlinesOf: the outline breaks off at ${key(at)}`);
        leaving.splice(
          leaving.findIndex((each) => same(each, next)),
          1,
        );
        if (!same(next, way)) corners.push(at);
        way = next;
        at = [at[0] + way[0], at[1] + way[1]];
      }
      // The start is a corner only where the outline turns there.
      if (same(way, first)) corners.shift();
      contours.push(corners);
    }
  }
  return contours;
}

/** A simple TrueType glyph of the pixels' outline (outlinesOf), every point on it. */
export const glyphOf = (pixels: readonly Pixel[], pixel: number): Buffer =>
  glyphOfContours(outlinesOf(pixels).map((contour) => contour.map(([x, y]) => [x * pixel, y * pixel] as const)));

/** A simple TrueType glyph of straight contours, in font units, each point on it: clockwise round ink. */
export function glyphOfContours(contours: readonly (readonly Point[])[]): Buffer {
  if (contours.length === 0) return Buffer.alloc(0);
  const points = contours.flat();
  const glyph = Buffer.alloc(10 + 2 * contours.length + 2 + points.length * 5);
  let at = glyph.writeInt16BE(contours.length, 0);
  for (const edge of [
    Math.min(...points.map(([x]) => x)),
    Math.min(...points.map(([, y]) => y)),
    Math.max(...points.map(([x]) => x)),
    Math.max(...points.map(([, y]) => y)),
  ])
    at = glyph.writeInt16BE(edge, at);
  let last = -1;
  for (const contour of contours) at = glyph.writeUInt16BE((last += contour.length), at);
  at = glyph.writeUInt16BE(0, at);
  // Every point on the curve, each coordinate a 16-bit step from the last.
  glyph.fill(0x01, at, at + points.length);
  at += points.length;
  for (const axis of [0, 1]) {
    let previous = 0;
    for (const point of points) {
      at = glyph.writeInt16BE(point[axis] - previous, at);
      previous = point[axis];
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

/** `make` for each file once: a build cuts a face's pieces several times, and each redraws the same file. */
export function onceAFile<Made>(make: (file: string) => Promise<Made>): (file: string) => Promise<Made> {
  const made = new Map<string, Promise<Made>>();
  return (file) => {
    let result = made.get(file);
    if (!result) {
      result = make(file);
      made.set(file, result);
    }
    return result;
  };
}
