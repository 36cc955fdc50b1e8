/**
 * Press Start 2P's letters that read as others, drawn anew on its own grid
 * at its own weight, so a name in the game stays in one face. It draws a
 * capital with a mark above as the small letter ("Ü" as "ü", "Ó" as "ó"),
 * "Δ" as an arch like "O", "Λ" as "∩" and "α" as "o". A capital with a mark
 * is its capital with the small letter's mark set above it, as high over the
 * capital as it stands over the small letter; Greek's three are drawn here.
 * What it still draws poorly (an ogonek, a cedilla, a mark over a tall small
 * letter) comes from the faces that step in (pipeline/fonts/font-faces.ts).
 */
import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import type { Font } from "harfbuzzjs";
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

/** Its grid: eight pixels to the em. */
const PIXELS_PER_EM = 8;

/** Its letters stand on the second row: the first is its descenders'. */
const FOOT = 1;

/** Greek's letters it draws past reading, drawn as its own "V" (Λ is it upside down) and "o" are. */
const GREEK: Record<string, string[]> = {
  Λ: ["...#...", "..###..", ".#####.", "###.###", "##...##", "##...##", "##...##"],
  Δ: ["...#...", "..###..", ".##.##.", ".##.##.", "##...##", "##...##", "#######"],
  α: [".###.##", "##..##.", "##..##.", "##..##.", ".###.##"],
};

/** Marks drawn under a letter (a cedilla, an ogonek, a comma, a dot below); every other mark is drawn above it. */
const MARK_BELOW = /[\u0323-\u0333]/u;

/** Small letters that rise above the others: a mark over them is drawn inside their height. */
const TALL_SMALL_LETTERS = "bdfhklt";

/** A capital with a mark above it whose small letter draws the mark over its body: "Ó", "Ś", "Ü", "Ά", "Ё". */
export function composesCapital(letter: string): boolean {
  const [base, ...marks] = letter.normalize("NFD");
  return (
    /\p{Lu}/u.test(base) &&
    marks.length > 0 &&
    marks.every((mark) => !MARK_BELOW.test(mark)) &&
    [...letter.toLowerCase()].length === 1 &&
    !TALL_SMALL_LETTERS.includes(base.toLowerCase())
  );
}

/** The letters Press Start 2P draws poorly even with the letters drawn here: they come from a face that steps in. */
export const pressStartDrawsPoorly = (letter: string) => {
  const [base, ...marks] = letter.normalize("NFD");
  const capitalWithMarkAbove = /\p{Lu}/u.test(base) && marks.some((mark) => !MARK_BELOW.test(mark));
  return (capitalWithMarkAbove && !composesCapital(letter)) || "ąęįųņŗşģĥĵĺ".includes(letter);
};

/** Press Start 2P's pieces as harfbuzz reads them, each with its letters' glyphs. */
async function fontsOf(files: readonly string[]): Promise<Font[]> {
  const fonts: Font[] = [];
  // One at a time: the WOFF2 decoder's output lives in its WebAssembly memory until the next decode.
  for (const file of files) fonts.push(harfBuzzFont(Buffer.from(await convert(readFileSync(file), "sfnt"))));
  return fonts;
}

/** The letters drawn anew, each as its pixels, from the face's own letters in any of its pieces. */
async function drawingsOf(files: readonly string[]): Promise<Map<string, Pixel[]>> {
  const fonts = await fontsOf(files);
  const pixel = unitsPerEm(Buffer.from(await convert(readFileSync(files[0]), "sfnt"))) / PIXELS_PER_EM;
  const pixelsOf = (letter: string): Pixel[] | undefined => {
    for (const font of fonts) {
      const glyph = glyphIdOf(font, letter);
      if (glyph !== undefined) return pixelsOfPath(font.glyphToPath(glyph), pixel);
    }
    return undefined;
  };
  const top = (letter: string) => Math.max(...(pixelsOf(letter) ?? []).map(([, y]) => y));
  const [capitals, smallLetters] = [top("H"), top("x")];

  const drawings = new Map<string, Pixel[]>(
    Object.entries(GREEK).map(([letter, rows]) => [letter, drawn(rows, FOOT)] as const),
  );
  const letters = fonts.flatMap((font) => [...font.face.collectUnicodes()].map((point) => String.fromCodePoint(point)));
  for (const letter of new Set(letters)) {
    if (!composesCapital(letter)) continue;
    const [base] = letter.normalize("NFD");
    const [capital, small] = [pixelsOf(base), pixelsOf(letter.toLowerCase())];
    if (!capital || !small) continue;
    const above = small.filter(([, y]) => y > smallLetters);
    // As high over the capital as over the small letter, and a row clear of it: "Ś" must not read "$".
    const lift = Math.max(capitals - smallLetters, capitals + 2 - Math.min(...above.map(([, y]) => y)));
    const mark = above.map(([x, y]) => [x, y + lift] as const);
    if (mark.length === 0) throw new Error(`Press Start 2P's "${letter.toLowerCase()}" has no mark above its body`);
    drawings.set(letter, [...capital, ...mark]);
  }
  return drawings;
}

/** The letters drawn anew from Press Start 2P's pieces, drawn once a build: `files` joined by lines. */
const pressStartDrawings = onceAFile((files) => drawingsOf(files.split("\n")));

/**
 * The pieces of Press Start 2P, each as an sfnt with the letters of it drawn
 * here in place of its own; `files` are all its pieces, where a capital's base
 * letter may lie in another piece than the capital ("S" for "Ś").
 */
export const pressStartRedrawn = (files: readonly string[]) =>
  onceAFile(async (file) => {
    const letters = await pressStartDrawings(files.join("\n"));
    const sfnt = Buffer.from(await convert(readFileSync(file), "sfnt"));
    const harfBuzz = harfBuzzFont(sfnt);
    const pixel = unitsPerEm(sfnt) / PIXELS_PER_EM;
    const glyphs = new Map<number, Buffer>();
    for (const [letter, pixels] of letters) {
      const glyph = glyphIdOf(harfBuzz, letter);
      if (glyph !== undefined) glyphs.set(glyph, glyphOf(pixels, pixel));
    }
    return withGlyphs(sfnt, glyphs);
  });
