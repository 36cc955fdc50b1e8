// @vitest-environment node
import { convert } from "fontverter";
import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../../src/words";
import { mapTexts } from "../../src/text/map-texts";
import { coveragesOf, FACES, fontOfPiece, piecesOf } from "./font-faces";
import { allot } from "./letter-shares";
import { glyphIdOf, harfBuzzFont } from "./pixel-glyphs";

/**
 * Every letter and digit the site's own words show, in every language it has words in, but Arabic's: its pixel
 * faces read one letter as another at the game's sizes, and square-cut Noto Kufi Arabic draws it (decision 19).
 */
const LETTERS = (() => {
  const letters = new Set<number>();
  for (const words of Object.values(DICTIONARIES))
    mapTexts(words, (text) => {
      for (const letter of text.match(/[\p{L}\p{Nd}]/gu) ?? [])
        if (!/\p{Script=Arabic}/u.test(letter)) letters.add(letter.codePointAt(0) ?? 0);
      return text;
    });
  return [...letters].sort((a, b) => a - b);
})();

/** Whether an outline is drawn in steps: each of its lines and curves' control lines upright or level, as pixels are. */
function inSteps(path: string): boolean {
  let [x, y] = [0, 0];
  for (const [, command, coordinates] of path.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const numbers = coordinates.match(/-?[\d.]+/g)?.map(Number) ?? [];
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      const [nextX, nextY] = [numbers[index], numbers[index + 1]];
      if (command !== "M" && Math.abs(nextX - x) > 0.5 && Math.abs(nextY - y) > 0.5) return false;
      [x, y] = [nextX, nextY];
    }
  }
  return true;
}

describe("the game's faces", () => {
  for (const face of FACES.filter(({ look }) => look === "gamer")) {
    // VT323 itself cuts its pixels' corners at 45 degrees; the faces that step in for its scripts are held to steps.
    it(`draw every letter of the site's own words that ${face.family} lacks in pixels, in every script`, async () => {
      const pieces = piecesOf(face);
      const [coverages] = await coveragesOf([face]);
      const shares = allot(LETTERS, coverages);
      const smooth: string[] = [];
      for (const [index, piece] of pieces.entries()) {
        if (piece.family === face.family || shares[index].length === 0) continue;
        const font = harfBuzzFont(Buffer.from(await convert(await fontOfPiece(piece), "sfnt")));
        for (const letter of shares[index].map((point) => String.fromCodePoint(point))) {
          const glyph = glyphIdOf(font, letter);
          if (glyph !== undefined && !inSteps(font.glyphToPath(glyph))) smooth.push(`${letter} (${piece.family})`);
        }
      }
      expect(smooth, "drawn in smooth outlines, not pixels").toEqual([]);
    });
  }
});
