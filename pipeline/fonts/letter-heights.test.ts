// @vitest-environment node
import { convert } from "fontverter";
import { Blob, Face as HarfBuzzFace, Font } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../../src/words";
import { allot, lettersOf, type Coverage } from "./letter-shares";
import { coveragesOf, FACES, fontOfPiece, piecesOf, type Piece } from "./font-faces";
import type { Look } from "../../src/pages";

/** A glyph's ink, in em above the baseline, at the size its face draws it. */
type Ink = { top: number; bottom: number };

const fonts = new Map<string, { font: Font; upem: number }>();

/** A piece's font as the build cuts it, once a file: one decode at a time, as the WOFF2 decoder's output lives until the next. */
async function fontOf(piece: Piece) {
  let entry = fonts.get(piece.file);
  if (!entry) {
    const face = new HarfBuzzFace(new Blob(await convert(await fontOfPiece(piece), "sfnt")));
    entry = { font: new Font(face), upem: face.upem };
    fonts.set(piece.file, entry);
  }
  return entry;
}

async function inkIn(piece: Piece | undefined, letter: string): Promise<Ink | undefined> {
  if (!piece) return undefined;
  const { font, upem } = await fontOf(piece);
  const glyph = font.nominalGlyph(letter.codePointAt(0) ?? 0);
  const extents = glyph === undefined ? undefined : font.glyphExtents(glyph);
  if (!extents) return undefined;
  const scale = (piece.sizeAdjust ?? 100) / 100 / upem;
  const raise = (piece.raise ?? 0) / 100;
  return { top: extents.yBearing * scale + raise, bottom: (extents.yBearing + extents.height) * scale + raise };
}

/**
 * A glyph's ink above its family's foot, the bottom of its "H": Press Start
 * 2P draws its letters an eighth of the em over the baseline, the others on
 * it, which no @font-face rule can move.
 */
async function inkOf(pieces: Piece[], piece: Piece, letter: string): Promise<Ink | undefined> {
  const ink = await inkIn(piece, letter);
  let foot = 0;
  for (const other of pieces.filter(({ family }) => family === piece.family)) {
    const h = await inkIn(other, "H");
    if (h) foot = h.bottom;
  }
  return ink && { top: ink.top - foot, bottom: ink.bottom - foot };
}

/** The piece of a face that gives a letter, as the build allots it: the first that has it and draws it well. */
function pieceGiving(letter: string, pieces: Piece[], coverages: readonly Coverage[]): Piece | undefined {
  return pieces[allot([letter.codePointAt(0) ?? 0], coverages).findIndex((share) => share.length > 0)];
}

/** The strings of a dictionary, however deep. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : typeof value === "object" && value
      ? Object.values(value).flatMap(stringsOf)
      : [];

/**
 * The Latin letters a site may show: every dictionary's, and every letter of
 * Latin-1 and Latin Extended-A (the alphabets of Europe's Latin languages, a
 * couple's names among them), with Romanian's comma below.
 */
const LATIN = (() => {
  const text = Object.values(DICTIONARIES).flatMap(stringsOf).join("");
  const extended = String.fromCodePoint(...Array.from({ length: 0x180 - 0xc0 }, (_, index) => 0xc0 + index));
  return lettersOf(text + text.toUpperCase() + extended + "ȘșȚț")
    .map((point) => String.fromCodePoint(point))
    .filter((letter) => /\p{Script=Latin}/u.test(letter) && /\p{L}/u.test(letter));
})();

const MARK_BELOW = /[\u0323-\u0333]/u;
/** Letters whose mark is drawn beside them or turned above: Czech's and Slovak's ď ť ľ Ľ, Latvian's ģ. */
const MARK_BESIDE = "ďťľĽģ";
/**
 * What two heights may differ by and still be one, in em: a hair of an
 * outline face; under a pixel of Press Start 2P's (an eighth of the em), as
 * two pixel faces put an "i"'s dot or a "t"'s top a little apart.
 */
const SAME: Record<Look, number> = { invitation: 0.02, gamer: 0.1 };

/**
 * What is wrong with the height of an accented letter beside its base letter,
 * each measured in the piece that gives it: a mark above rises over the
 * letter (over "ı" for an "i" or "j" that loses its dot to it), a mark below hangs
 * under it, and the letter itself keeps the base's height and foot.
 */
function heightProblem(letter: string, ink: Ink, base: Ink, marks: string[], same: number) {
  const below = marks.some((mark) => MARK_BELOW.test(mark));
  const above = marks.some((mark) => !MARK_BELOW.test(mark));
  if (MARK_BESIDE.includes(letter)) return ink.top < base.top - same ? "lower than its letter" : undefined;
  if (above && ink.top <= base.top + same) return "its mark inside the letter's height";
  if (!above && Math.abs(ink.top - base.top) > same) return "not as tall as its letter";
  if (below && ink.bottom >= base.bottom - same) return "its mark not under the letter";
  if (!below && Math.abs(ink.bottom - base.bottom) > same) return "not on its letter's foot";
}

describe("the Latin letters of every face", () => {
  it("come from a family that draws each at its height: accented letters beside their base letters", async () => {
    const coverages = await coveragesOf(FACES);
    const problems: string[] = [];
    for (const [index, face] of FACES.entries()) {
      const pieces = piecesOf(face);
      const points = LATIN.map((letter) => letter.codePointAt(0) ?? 0);
      const shares = allot(points, coverages[index]);
      const pieceOf = new Map(shares.flatMap((share, at) => share.map((point) => [point, pieces[at]] as const)));
      const inkIn = (letter: string) => {
        const piece = pieceOf.get(letter.codePointAt(0) ?? 0);
        return piece && inkOf(pieces, piece, letter);
      };
      for (const letter of LATIN) {
        const [base, ...marks] = letter.normalize("NFD");
        if (marks.length === 0) continue;
        const dotless = marks.some((mark) => !MARK_BELOW.test(mark)) ? { i: "ı", j: "ı" }[base] : undefined;
        const [ink, baseInk, capInk] = [await inkIn(letter), await inkIn(base), await inkIn(dotless ?? base)];
        if (!ink || !baseInk || !capInk) continue;
        const problem = heightProblem(letter, ink, { top: capInk.top, bottom: baseInk.bottom }, marks, SAME[face.look]);
        if (problem) problems.push(`${face.family} ${face.style}: ${letter} ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("draws every letter of every dictionary and of Europe's Latin alphabets in the game's faces", async () => {
    const coverages = await coveragesOf(FACES);
    for (const [index, face] of FACES.entries()) {
      if (face.look !== "gamer") continue;
      const given = new Set(
        allot(
          LATIN.map((letter) => letter.codePointAt(0) ?? 0),
          coverages[index],
        ).flat(),
      );
      expect(
        LATIN.filter((letter) => !given.has(letter.codePointAt(0) ?? 0)),
        face.family,
      ).toEqual([]);
    }
  });
});

/** Ideographs that fill a Japanese face's square from its foot to its top, as a name's often do. */
const FULL_IDEOGRAPHS = ["健", "東", "京"];

/** What two heights of a pixel face and the one beside it may differ by, in em: under a pixel of DotGothic16's 16. */
const SAME_PIXEL = 1 / 16;

describe("the Japanese letters of the game's faces", () => {
  it("stand from the foot to the top of the face's capitals", async () => {
    const coverages = await coveragesOf(FACES);
    const problems: string[] = [];
    for (const [index, face] of FACES.entries()) {
      if (face.look !== "gamer") continue;
      const pieces = piecesOf(face);
      const pieceOf = (letter: string) => pieceGiving(letter, pieces, coverages[index]);
      const capital = await inkIn(pieceOf("H"), "H");
      for (const ideograph of FULL_IDEOGRAPHS) {
        const ink = await inkIn(pieceOf(ideograph), ideograph);
        if (!capital || !ink) throw new Error(`${face.family}: no ink for H or ${ideograph}`);
        if (Math.abs(ink.top - capital.top) > SAME_PIXEL || Math.abs(ink.bottom - capital.bottom) > SAME_PIXEL) {
          problems.push(
            `${face.family}: ${ideograph} from ${ink.bottom.toFixed(3)} to ${ink.top.toFixed(3)} em, H from ${capital.bottom.toFixed(3)} to ${capital.top.toFixed(3)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Letters of the same height in three scripts: Latin, Greek and Cyrillic small and capital "o". */
const SAME_HEIGHTS = [
  ["o", "ο", "о"],
  ["O", "Ο", "О"],
];

describe("Greek and Cyrillic in every face", () => {
  it("stand as tall as the Latin beside them, so two names in two scripts are one size", async () => {
    const coverages = await coveragesOf(FACES);
    const problems: string[] = [];
    for (const [index, face] of FACES.entries()) {
      const pieces = piecesOf(face);
      const inkOfLetter = (letter: string) => {
        const piece = pieceGiving(letter, pieces, coverages[index]);
        return piece && inkOf(pieces, piece, letter);
      };
      for (const [latin, ...others] of SAME_HEIGHTS) {
        const own = await inkOfLetter(latin);
        for (const letter of others) {
          const ink = await inkOfLetter(letter);
          if (!own || !ink) throw new Error(`${face.family}: no ink for ${latin} or ${letter}`);
          if (Math.abs(ink.top - own.top) > SAME[face.look])
            problems.push(
              `${face.family} ${face.style}: ${letter} ${ink.top.toFixed(3)} em tall, ${latin} ${own.top.toFixed(3)}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("in the game, are as wide and as dark as the Latin letters they look like, however many faces step in", async () => {
    const coverages = await coveragesOf(FACES);
    const problems: string[] = [];
    for (const [index, face] of FACES.entries()) {
      if (face.look !== "gamer") continue;
      const pieces = piecesOf(face);
      const drawingOf = (letter: string) => drawingIn(pieceGiving(letter, pieces, coverages[index]), letter);
      for (const [latin, ...others] of LOOKALIKES) {
        const own = await meanDrawing(latin, drawingOf);
        for (const letters of others) {
          const { ink, advance } = await meanDrawing(letters, drawingOf);
          if (Math.abs(ink / own.ink - 1) > SAME_INK || Math.abs(advance - own.advance) > SAME_ADVANCE)
            problems.push(
              `${face.family}: ${letters} ${ink.toFixed(4)} em² of ink, ${advance.toFixed(3)} em wide; ` +
                `${latin} ${own.ink.toFixed(4)}, ${own.advance.toFixed(3)}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Latin letters, and the Cyrillic and Greek letters drawn as they are. */
const LOOKALIKES = [
  ["ABEHKMOPTX", "АВЕНКМОРТХ", "ΑΒΕΗΚΜΟΡΤΧ"],
  ["aeopcxy", "аеорсху"],
  ["op", "ορ"],
];

/** How far a script's letters' ink may be from the Latin's, as a share, and their width, in em. */
const SAME_INK = 0.2;
const SAME_ADVANCE = 0.03;

type Drawing = { ink: number; advance: number };

const cross = ([ax, ay]: number[], [bx, by]: number[]) => ax * by - bx * ay;

/** The area an outline inks, in its font's units squared: its polygon, and two thirds of each quadratic's triangle. */
function areaOf(path: string): number {
  let twice = 0;
  let [start, at] = [
    [0, 0],
    [0, 0],
  ];
  for (const [, command, values] of path.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const numbers = values.split(/[ ,]+/).filter(Boolean).map(Number);
    if (command === "C") throw new Error("areaOf: a cubic outline, which no pixel face has");
    if (command === "M") [start, at] = [numbers, numbers];
    else {
      const to = command === "Z" ? start : numbers.slice(-2);
      twice += cross(at, to);
      if (command === "Q") twice += (2 / 3) * (cross(at, numbers) + cross(numbers, to) - cross(at, to));
      at = to;
    }
  }
  return Math.abs(twice) / 2;
}

/** A letter's ink and its width, in em, at the size its face draws it. */
async function drawingIn(piece: Piece | undefined, letter: string): Promise<Drawing> {
  if (!piece) throw new Error(`No face has ${letter}`);
  const { font, upem } = await fontOf(piece);
  const glyph = font.nominalGlyph(letter.codePointAt(0) ?? 0);
  if (glyph === undefined) throw new Error(`${piece.family} has no ${letter}`);
  const scale = (piece.sizeAdjust ?? 100) / 100 / upem;
  return { ink: areaOf(font.glyphToPath(glyph)) * scale * scale, advance: font.glyphHAdvance(glyph) * scale };
}

async function meanDrawing(letters: string, drawingOf: (letter: string) => Promise<Drawing>): Promise<Drawing> {
  const drawings = await Promise.all([...letters].map(drawingOf));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { ink: mean(drawings.map(({ ink }) => ink)), advance: mean(drawings.map(({ advance }) => advance)) };
}
