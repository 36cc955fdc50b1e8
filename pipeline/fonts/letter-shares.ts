/**
 * Cutting a face to the letters a site shows: which piece of the face gives
 * each letter, the `unicode-range` that tells a browser which piece to fetch
 * for a page's text, and the letters no piece has. Plain functions over code
 * points; pipeline/fonts/cut-fonts.ts reads the fonts and writes the files.
 */

/** Code points a piece of a face has: its character map. */
export type Coverage = ReadonlySet<number>;

/**
 * What a device draws in its colour emoji face: pictures that are emoji by
 * default (💍), a symbol a U+FE0F asks to be one (❤️), skin tones, flags'
 * letters, and the marks that join or dress them (a ZWJ, a keycap, a flag's tags).
 */
const EMOJI =
  /\p{Emoji_Presentation}|\p{Extended_Pictographic}(?=\uFE0F)|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200D|\u20E3|\uFE0F|[\u{E0020}-\u{E007F}]/gu;

const sorted = (points: Iterable<number>) => [...new Set(points)].sort((a, b) => a - b);

/** The distinct code points of a text that the device's emoji face draws, ascending. */
export const emojiOf = (text: string): number[] =>
  sorted([...text.matchAll(EMOJI)].map((match) => match[0].codePointAt(0) ?? 0));

/**
 * The distinct code points of a text that the design's faces draw, ascending:
 * not the emoji, nor the controls (a line break) and format marks (a
 * zero-width space) that no face draws. Spaces are letters here: a face
 * without its own would take a fallback's width.
 */
export function lettersOf(text: string): number[] {
  const points: number[] = [];
  for (const char of text.replace(EMOJI, "")) {
    if (!/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(char)) points.push(char.codePointAt(0) ?? 0);
  }
  return sorted(points);
}

/**
 * Each piece's share of the letters: a letter goes to the first piece that has
 * it (the Latin before the rest), so no two files carry it. Pieces that get
 * nothing are left out: a page never asks for them.
 */
export function allot(letters: readonly number[], pieces: readonly Coverage[]): number[][] {
  const shares: number[][] = pieces.map(() => []);
  for (const letter of letters) {
    const first = pieces.findIndex((piece) => piece.has(letter));
    if (first >= 0) shares[first].push(letter);
  }
  return shares;
}

/** The letters none of the pieces has. */
export function missing(letters: readonly number[], pieces: readonly Coverage[]): number[] {
  return letters.filter((letter) => !pieces.some((piece) => piece.has(letter)));
}

const hex = (point: number) => point.toString(16).toUpperCase();

/** CSS `unicode-range` for ascending code points, with runs joined: "U+20-7E, U+E9". */
export function unicodeRange(points: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

/** A letter as a couple can find it in their text: "ł" (U+0142). */
function describeLetter(point: number): string {
  return `"${String.fromCodePoint(point)}" (U+${hex(point).padStart(4, "0")})`;
}

/** A text as the pages may draw it: captions set in capitals (text-transform) show letters the content has in lower case. */
export const asDrawn = (text: string) => text + text.toUpperCase();

/** A face's family and what each of its pieces has, the families that step in for it among them. */
export type FaceCoverage = { family: string; pieces: readonly Coverage[] };

/**
 * Each letter of a text that a face which may draw it lacks, one line each,
 * naming the field, the letter and the faces: the device would draw it in a
 * face of its own choosing.
 */
export function lettersNoFaceHas(texts: readonly { field: string; text: string }[], faces: readonly FaceCoverage[]) {
  const problems = new Set<string>();
  for (const { field, text } of texts) {
    for (const letter of lettersOf(asDrawn(text))) {
      const lacking = faces.filter((face) => missing([letter], face.pieces).length > 0);
      if (lacking.length > 0) {
        const families = new Intl.ListFormat("en").format(new Set(lacking.map((face) => face.family)));
        problems.add(
          `${field}: ${describeLetter(letter)} is in no face that may draw this text (${families}, or those that step in for them)`,
        );
      }
    }
  }
  return [...problems];
}

/**
 * The letters a script face draws on its language's pages: those it
 * gives the face, and the site's punctuation and spaces that it has, so a
 * sentence's comma is its letters' own. None where it gives no letter.
 */
export function sentenceLetters(
  letters: readonly number[],
  given: readonly number[],
  pieces: readonly Coverage[],
  isMark: (letter: string) => boolean,
): number[] {
  if (given.length === 0) return [];
  const marks = letters.filter(
    (letter) => isMark(String.fromCodePoint(letter)) && pieces.some((piece) => piece.has(letter)),
  );
  return sorted([...given, ...marks]);
}

/**
 * The alphabets a font file may hold for texts the public pages never show (a household's greeting), whole, so
 * the file tells which scripts those texts are in and not which letters: Latin's accented letters (Europe's and
 * Vietnam's), Greek, Cyrillic, Hebrew, Arabic, Japanese's kana. An ideograph's alphabet is the piece of the
 * face that publishes it (a few hundred ideographs), given by `pieceOf`.
 */
const ALPHABETS: readonly [number, number][] = [
  [0xc0, 0x24f],
  [0x1e00, 0x1eff],
  [0x370, 0x3ff],
  [0x1f00, 0x1fff],
  [0x400, 0x52f],
  [0x590, 0x5ff],
  [0x600, 0x6ff],
  [0x750, 0x77f],
  [0x3040, 0x30ff],
];

/** Every letter of each alphabet a text's letters are in, ascending; a letter of no alphabet and no piece, none. */
export function alphabetsOf(letters: readonly number[], pieceOf: (letter: number) => Coverage | undefined): number[] {
  const whole = new Set<number>();
  for (const letter of letters) {
    const range = ALPHABETS.find(([from, to]) => letter >= from && letter <= to);
    if (range) for (let point = range[0]; point <= range[1]; point++) whole.add(point);
    else if (letter > 0x7f) for (const point of pieceOf(letter) ?? []) whole.add(point);
  }
  return sorted(whole);
}

const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The emoji a greeting may hold, by block, for the same reason: flags' letters, pictographs, symbols, dingbats. */
export const EMOJI_BLOCKS: readonly number[] = [
  ...run(0x1f1e6, 0x1f1ff),
  ...run(0x1f300, 0x1faff),
  ...run(0x2600, 0x27bf),
  0x200d,
  0xfe0f,
];
