// @vitest-environment node
import { convert } from "fontverter";
import { describe, expect, it } from "vitest";
import { coveragesOf, FACES, fontOfPiece, piecesOf } from "./font-faces";
import { allot } from "./letter-shares";
import { glyphIdOf, harfBuzzFont, pixelsOfPath, shapeOf, type Pixel } from "./pixel-glyphs";
import { composesCapital, pressStartDrawsPoorly } from "./press-start-letters";

const face = FACES.find(({ family }) => family === "Press Start 2P");
if (!face) throw new Error("no Press Start 2P face");
const pieces = piecesOf(face).filter(({ family }) => family === face.family);

/** Every letter of Greek, Latin-1, Latin Extended-A and Cyrillic: the names a game's title may show. */
const LETTERS = [
  [0x386, 0x3ce],
  [0xc0, 0x17f],
  [0x400, 0x45f],
]
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)))
  .filter((letter) => /\p{L}/u.test(letter));

/** Each letter's pixels as the build cuts the face: from the first of its pieces that has it. */
async function pixelsOf(): Promise<(letter: string) => Pixel[] | undefined> {
  const fonts: ReturnType<typeof harfBuzzFont>[] = [];
  for (const piece of pieces) fonts.push(harfBuzzFont(Buffer.from(await convert(await fontOfPiece(piece), "sfnt"))));
  return (letter) => {
    for (const font of fonts) {
      const glyph = glyphIdOf(font, letter);
      if (glyph !== undefined) return pixelsOfPath(font.glyphToPath(glyph), 125);
    }
  };
}

const top = (pixels: readonly Pixel[]) => Math.max(...pixels.map(([, y]) => y));
const row = (pixels: readonly Pixel[], y: number) => pixels.filter(([, at]) => at === y).map(([x]) => x);

describe("Press Start 2P's letters", () => {
  it("gives the game's titles every Greek, Latin and Cyrillic letter it has, bar a few, in its own face", async () => {
    const [coverages] = await coveragesOf([face]);
    const all = piecesOf(face);
    const shares = allot(
      LETTERS.map((letter) => letter.codePointAt(0) ?? 0),
      coverages,
    );
    const fromElsewhere = shares
      .flatMap((share, at) => (all[at].family === face.family ? [] : share))
      .map((point) => String.fromCodePoint(point));
    const own = await pixelsOf();
    expect(fromElsewhere.filter((letter) => own(letter) && !pressStartDrawsPoorly(letter))).toEqual([]);
  });

  it("sets a capital's mark above the whole capital, a row clear of it, as the small letter draws it", async () => {
    const pixelsOfLetter = await pixelsOf();
    const [capitals, small] = [top(pixelsOfLetter("H") ?? []), top(pixelsOfLetter("x") ?? [])];
    const problems: string[] = [];
    for (const letter of LETTERS.filter(composesCapital)) {
      const [base] = letter.normalize("NFD");
      const [pixels, capital, smallLetter] = [letter, base, letter.toLowerCase()].map(pixelsOfLetter);
      if (!pixels || !capital || !smallLetter) continue;
      const body = pixels.filter(([, y]) => y <= capitals);
      const mark = pixels.filter(([, y]) => y > capitals);
      const smallMark = smallLetter.filter(([, y]) => y > small);
      const lift = Math.min(...mark.map(([, y]) => y)) - Math.min(...smallMark.map(([, y]) => y));
      if (shapeOf(body) !== shapeOf(capital)) problems.push(`${letter}: not its capital ${base}`);
      if (shapeOf(mark) !== shapeOf(smallMark.map(([x, y]) => [x, y + lift] as const)))
        problems.push(`${letter}: not the mark of ${letter.toLowerCase()}`);
      if (lift < capitals - small || Math.min(...mark.map(([, y]) => y)) < capitals + 2)
        problems.push(`${letter}: its mark lower over the capital than over ${letter.toLowerCase()}, or touching it`);
    }
    expect(problems).toEqual([]);
  });

  it("draws Δ and Λ to a point, Δ on a full foot, and α's tails past its bowl", async () => {
    const pixelsOfLetter = await pixelsOf();
    const [delta, lambda, alpha, o] = ["Δ", "Λ", "α", "ο"].map((letter) => pixelsOfLetter(letter) ?? []);
    for (const pointed of [delta, lambda]) expect(row(pointed, top(pointed))).toHaveLength(1);
    expect(row(delta, 1)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(row(lambda, 1)).toEqual([0, 1, 5, 6]);
    const lastColumn = (pixels: readonly Pixel[]) =>
      pixels
        .filter(([x]) => x === Math.max(...pixels.map(([at]) => at)))
        .map(([, y]) => y)
        .sort();
    expect(lastColumn(alpha)).toEqual([1, 5]);
    expect(lastColumn(o)).toEqual([2, 3, 4]);
  });
});
