// @vitest-environment node
import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import { Blob, Face as HarfBuzzFace, Font, Variation } from "harfbuzzjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { allot } from "./letter-shares";
import { coveragesOf, FACES, piecesOf, type Piece } from "./font-faces";

/** Names and places as a couple writes them, in Latin and in Japanese. */
const LATIN = "HanakoAikoTokyoHallJordanAlexKenjiSuzuki";
const JAPANESE = "健二東京花子";

/** How finely a glyph is drawn to weigh its ink, from 1.1 em over the baseline to 0.3 under it: pixels to the em. */
const PIXELS = 300;

/** A piece's font at the axes the cut pins it to; one decode at a time, as the WOFF2 decoder's output lives until the next. */
async function fontOf(piece: Piece) {
  const face = new HarfBuzzFace(new Blob(await convert(readFileSync(piece.file), "sfnt")));
  const font = new Font(face);
  const axes = Object.entries(piece.axes ?? {}).flatMap(([tag, value]) =>
    typeof value === "number" ? [new Variation(tag, value)] : [],
  );
  if (axes.length > 0) font.setVariations(axes);
  return { font, upem: face.upem };
}

/** A letter's ink (in em², at the size its piece is drawn), its advance (em) and its top (em over the baseline). */
async function measure(piece: Piece, letter: string) {
  const { font, upem } = await fontOf(piece);
  const glyph = font.nominalGlyph(letter.codePointAt(0) ?? 0) ?? 0;
  const scale = (piece.sizeAdjust ?? 100) / 100;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PIXELS}" height="${PIXELS * 1.4}" viewBox="0 ${-1.1 * upem} ${upem} ${1.4 * upem}"><path transform="scale(1,-1)" d="${font.glyphToPath(glyph)}"/></svg>`;
  const { data } = await sharp(Buffer.from(svg)).flatten({ background: "#fff" }).greyscale().raw().toBuffer({
    resolveWithObject: true,
  });
  const ink = data.reduce((sum, value) => sum + (255 - value) / 255, 0) / PIXELS ** 2;
  return {
    ink: ink * scale ** 2,
    advance: (font.glyphHAdvance(glyph) / upem) * scale,
    top: ((font.glyphExtents(glyph)?.yBearing ?? 0) / upem) * scale,
  };
}

/** A line's colour: its letters' ink over the room they take, em² to the em of advance. */
async function colourOf(letters: string, pieceOf: (letter: string) => Piece) {
  let [ink, advance] = [0, 0];
  for (const letter of letters) {
    const measured = await measure(pieceOf(letter), letter);
    [ink, advance] = [ink + measured.ink, advance + measured.advance];
  }
  return ink / advance;
}

describe("Japanese beside the invitation's serif", () => {
  it("is as dark as the serif's line, its tallest ideographs' tops at the serif's ascenders", async () => {
    const [index, face] = [...FACES.entries()].find(([, face]) => face.family === "Cormorant Garamond") ?? [];
    if (index === undefined || !face) throw new Error("no Cormorant Garamond in FACES");
    const coverages = (await coveragesOf([face]))[0];
    const pieces = piecesOf(face);
    const pieceOf = (letter: string) =>
      pieces[allot([letter.codePointAt(0) ?? 0], coverages).findIndex((share) => share.length > 0)];
    const [latin, japanese] = [await colourOf(LATIN, pieceOf), await colourOf(JAPANESE, pieceOf)];
    expect(japanese / latin, "the Japanese line's ink against the Latin's").toBeGreaterThan(0.9);
    expect(japanese / latin, "the Japanese line's ink against the Latin's").toBeLessThan(1.1);
    const ascender = (await measure(pieceOf("l"), "l")).top;
    expect((await measure(pieceOf("健"), "健")).top).toBeCloseTo(ascender, 1);
  });
});
