/**
 * Cuts each face the design draws with to the letters the site shows, in
 * every language (pipeline/fonts/site-text.ts); the content check before it
 * (pipeline/content/check-command.ts) made sure every face has them. `npm run
 * build` and `npm run dev` run it before Vite; it writes, for each look, a stylesheet of @font-face
 * rules (the faces, then the local faces that stand in for them until they
 * arrive) and the WOFF2 files they name into .generated/fonts/, which the
 * looks' stylesheets import. Vite then names each file by a hash of what it
 * holds, so a new letter in the content makes a new file, never a stale one.
 *
 *   tsx pipeline/fonts/cut-fonts.ts      (pipeline/build.ts calls cutFonts itself)
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import { convert } from "fontverter";
import subsetFont from "subset-font";
import {
  coveragesOf,
  EMOJI_FACES,
  FACES,
  familySlug,
  fontOfPiece,
  piecesOf,
  type Axes,
  type Face,
  type Piece,
  type Fallback,
  sentenceFamily,
  SENTENCE_MARKS,
} from "./font-faces";
import {
  allot,
  alphabetsOf,
  asDrawn,
  EMOJI_BLOCKS,
  emojiOf,
  lettersOf,
  sentenceLetters,
  unicodeRange,
  type Coverage,
} from "./letter-shares";
import { raiseGlyphs } from "./raise-glyphs";
import { isStaticSfnt, unitsPerEm } from "./sfnt";
import { collectSiteTexts } from "./site-text";
import { CONTENT_FILE } from "../../src/content/folders";
import { GREETING_FACES, greetingStylesheet } from "../../src/private/paths";

const FONTS_DIR = resolve(import.meta.dirname, "../../.generated/fonts");

/**
 * Letters every site may show beyond its texts: the printable ASCII (the
 * digits of a countdown, an address typed on a page) and the marks the
 * components write themselves (the hero's "·"), and the typographer's dashes and quotes.
 */
export const ALWAYS = String.fromCharCode(...Array.from({ length: 95 }, (_, index) => 32 + index)) + "\u00a0·—–…‘’“”";

type CutPiece = {
  family: string;
  file: string;
  range: string;
  format: "woff2" | "woff2-variations";
  sizeAdjust?: number;
  fallbacks: Fallback[];
  /** The script face's line metrics, per cent of its size, that its fallbacks take, so a line stands as tall before the swap. */
  lines?: LineMetrics;
};

type LineMetrics = { ascent: number; descent: number; lineGap: number };

async function lineMetrics(file: string): Promise<LineMetrics> {
  const metrics = await readMetrics(pathToFileURL(file));
  if (!metrics) throw new Error(`fontaine cannot read the metrics of ${file}`);
  const percent = (units: number) => (Math.abs(units) / metrics.unitsPerEm) * 100;
  return { ascent: percent(metrics.ascent), descent: percent(metrics.descent), lineGap: percent(metrics.lineGap) };
}

/** A face whose axes the cut keeps a range of is still variable; one pinned on every axis is static. */
const isVariable = (axes: Axes | undefined) => Object.values(axes ?? {}).some((axis) => typeof axis !== "number");

/**
 * The name of a piece's cut: its own for the design's family; a script face's
 * says whose letters it gives too, and at what size, as two faces may take
 * the same piece at other weights (Handjet beside Press Start 2P and beside
 * VT323), and one face the same piece at two sizes (Tiny5's
 * capitals and small letters).
 */
const cutName = (face: Face, family: string, piece: Piece) =>
  piece.family === family
    ? basename(piece.file)
    : `${familySlug(family)}-${face.style}-${piece.sizeAdjust ?? 100}-${basename(piece.file)}`;

/** Where a cut's letters are shown: the public pages, or only a household's greeting band. */
type Shown = "pages" | "greetings";

/**
 * A script face as it may be on the device itself, at its own size: Android has
 * Noto's faces for Hebrew and Arabic. Its bold where the cut pins a bold weight.
 */
function itself(piece: Piece): Fallback {
  const weight = piece.axes?.wght;
  return {
    locals: [typeof weight === "number" && weight >= 600 ? `${piece.family} Bold` : piece.family],
    sizeAdjust: 100,
  };
}

/** The emoji of the pages and a greeting's blocks, less the letters the pages draw in their faces (a "♥" of the FAQ). */
const sortedUnion = (pageEmoji: readonly number[], blocks: readonly number[], onPages: ReadonlySet<number>) =>
  [...new Set([...pageEmoji, ...blocks.filter((point) => !onPages.has(point))])].sort((a, b) => a - b);

/** A piece cut to its share of the letters, as WOFF2: raised where it is to stand higher than its outlines. */
export async function cutFile(piece: Piece, share: number[]): Promise<Buffer> {
  const letters = String.fromCodePoint(...share);
  const font = await fontOfPiece(piece);
  // A redraw may have pinned the axes already (./handjet-letters.ts): a font without them has none left to pin.
  const variationAxes = isStaticSfnt(font) ? undefined : piece.axes;
  if (!piece.raise) return subsetFont(font, letters, { targetFormat: "woff2", variationAxes });
  // Its own positioning gives way to the lifting one (raiseGlyphs): a pixel face's glyphs stand on its grid.
  const raised = Buffer.from(
    await subsetFont(font, letters, {
      targetFormat: "sfnt",
      variationAxes,
      dropTables: ["GPOS"],
    }),
  );
  const units = (piece.raise / (piece.sizeAdjust ?? 100)) * unitsPerEm(raised);
  return convert(raiseGlyphs(raised, units), "woff2");
}

/** A family of a face cut from its pieces: each piece's file holds the letters no piece before it has. */
async function cut(
  face: Face,
  family: string,
  letters: number[],
  pieces: Piece[],
  coverages: readonly Coverage[],
  shown: Shown = "pages",
): Promise<CutPiece[]> {
  const shares = allot(letters, coverages);
  const cuts: CutPiece[] = [];
  for (const [index, share] of shares.entries()) {
    if (share.length === 0) continue;
    const piece = pieces[index];
    const file = (shown === "greetings" ? GREETING_FACES : "") + cutName(face, family, piece);
    writeFileSync(resolve(FONTS_DIR, file), await cutFile(piece, share));
    const format = isVariable(piece.axes) ? "woff2-variations" : "woff2";
    // A script face's fallbacks are drawn at its size too.
    const scale = (piece.sizeAdjust ?? 100) / 100;
    // A raised script face has none: the device's copy of it would stand on the baseline until the file came.
    const fallbacks = (
      piece.family === face.family || piece.raise ? [] : [...(piece.fallbacks ?? []), itself(piece)]
    ).map((fallback) => ({ ...fallback, sizeAdjust: Number((fallback.sizeAdjust * scale).toFixed(1)) }));
    const lines = fallbacks.length > 0 ? await lineMetrics(piece.file) : undefined;
    cuts.push({ family, file, range: unicodeRange(share), format, sizeAdjust: piece.sizeAdjust, fallbacks, lines });
  }
  return cuts;
}

export type FaceRule = Pick<CutPiece, "family" | "range" | "format" | "sizeAdjust">;

export const fontFace = (face: Face, piece: FaceRule, url: string) =>
  [
    "@font-face {",
    `  font-family: "${piece.family}";`,
    `  font-style: ${face.style};`,
    `  font-weight: ${face.weight};`,
    "  font-display: swap;",
    `  src: url("${url}") format("${piece.format}");`,
    ...(piece.sizeAdjust ? [`  size-adjust: ${piece.sizeAdjust}%;`] : []),
    `  unicode-range: ${piece.range};`,
    "}",
  ].join("\n");

/**
 * The local faces that stand in for a face until it arrives, sized to its
 * metrics as fontaine sizes them, the first listed written last: a browser
 * tries the last rule that has a letter first.
 */
async function fallbacksOf(face: Face): Promise<string[]> {
  const metrics = await getMetricsForFamily(face.family);
  if (!metrics) throw new Error(`fontaine has no metrics for ${face.family}, to size its fallbacks by`);
  const rules: string[] = [];
  for (const local of [...face.fallbacks].reverse()) {
    const localMetrics = await getMetricsForFamily(local);
    if (!localMetrics) throw new Error(`fontaine has no metrics for ${local}, a fallback for ${face.family}`);
    const properties = { "font-style": face.style, "font-weight": face.fallbackWeight ?? face.weight };
    rules.push(
      generateFontFace(metrics, {
        name: `${face.family} fallback`,
        font: local,
        metrics: localMetrics,
        ...properties,
      }).trim(),
    );
  }
  return rules;
}

/**
 * A script face's fallback, in the family of the face's fallbacks ("Inter
 * fallback", "VT323 Hebrew fallback") with the face's descriptors, for the script face's letters only.
 * Written after the face's own fallbacks, so a browser tries it first for
 * those letters, and the script face's own family last of all, to be tried first.
 */
const scriptFaceFallback = (face: Face, piece: CutPiece, fallback: Fallback) => {
  // An override is of the fallback's adjusted size: the script face's metric at the script face's own.
  const override = (metric: number) => `${((metric * (piece.sizeAdjust ?? 100)) / fallback.sizeAdjust).toFixed(2)}%`;
  return [
    "@font-face {",
    `  font-family: "${piece.family} fallback";`,
    `  font-style: ${face.style};`,
    `  font-weight: ${fallback.weight ?? face.fallbackWeight ?? face.weight};`,
    `  src: ${fallback.locals.map((local) => `local("${local}")`).join(", ")};`,
    `  size-adjust: ${fallback.sizeAdjust}%;`,
    ...(piece.lines
      ? [
          `  ascent-override: ${override(piece.lines.ascent)};`,
          `  descent-override: ${override(piece.lines.descent)};`,
          `  line-gap-override: ${override(piece.lines.lineGap)};`,
        ]
      : []),
    `  unicode-range: ${piece.range};`,
    "}",
  ].join("\n");
};

/**
 * The device's colour emoji face, in the face's family for the emoji the site
 * shows, sized as its letters: a page never asks a web font for an emoji.
 */
const emojiFace = (face: Face, range: string) =>
  [
    "@font-face {",
    `  font-family: "${face.family}";`,
    `  font-style: ${face.style};`,
    `  font-weight: ${face.weight};`,
    `  src: ${EMOJI_FACES.map((local) => `local("${local}")`).join(", ")};`,
    ...(face.emojiSize ? [`  size-adjust: ${face.emojiSize}%;`] : []),
    `  unicode-range: ${range};`,
    "}",
  ].join("\n");

/**
 * A face's families for its script faces' languages ("VT323 Hebrew"): each
 * script face's pieces cut to the script's letters it gives the face and the
 * punctuation and spaces of the site, for those pages' sentences.
 */
async function sentenceCuts(face: Face, letters: number[], coverages: readonly Coverage[]): Promise<CutPiece[]> {
  const pieces = piecesOf(face);
  const shares = allot(letters, coverages);
  const sentences: CutPiece[] = [];
  // A family may step in twice, for two scripts at two sizes: a source's pieces are its own, by their place.
  let start = 0;
  for (const source of face.sources) {
    const own = source.pieces.map((_, index) => start + index);
    start += source.pieces.length;
    if (!source.sentences) continue;
    const family = sentenceFamily(face, source);
    const ownCoverages = own.map((index) => coverages[index]);
    const given = own.flatMap((index) => shares[index]);
    const drawn = sentenceLetters(letters, given, ownCoverages, (letter) => SENTENCE_MARKS.test(letter));
    sentences.push(
      ...(await cut(
        face,
        family,
        drawn,
        own.map((index) => pieces[index]),
        ownCoverages,
      )),
    );
  }
  return sentences;
}

/** A look's @font-face rules: the faces, then the local faces that stand in for them, then the script faces'. */
class Rules {
  faces: string[] = [];
  fallbacks: string[] = [];
  scriptFaceFallbacks: string[] = [];

  add(face: Face, cuts: readonly CutPiece[]) {
    for (const piece of cuts) {
      this.faces.push(fontFace(face, piece, `./${piece.file}`));
      for (const fallback of piece.fallbacks) this.scriptFaceFallbacks.push(scriptFaceFallback(face, piece, fallback));
    }
  }

  css(header: string) {
    return [header, ...this.faces, ...this.fallbacks, ...this.scriptFaceFallbacks, ""].join("\n");
  }
}

const PAGES_HEADER =
  "/* Written by pipeline/fonts/cut-fonts.ts: each face cut to the letters the site shows, and its fallbacks. */";
const GREETINGS_HEADER =
  "/* Written by pipeline/fonts/cut-fonts.ts: each face cut to the alphabets of the greetings, for a greeted device. */";

/**
 * Cuts every face to the letters of the content file's site (its `wedding`), into FONTS_DIR, and to the
 * alphabets of the texts only a household's link shows (`greetings`: the greetings and their band's words), in
 * files of their own, named in a stylesheet of their own for each look, which only a greeted device's page loads
 * (src/private/greeting-stylesheets.ts): the public pages carry none of their rules.
 */
export async function cutFonts(rawContent: unknown, { greetings = [] }: { greetings?: readonly string[] } = {}) {
  const texts = collectSiteTexts(rawContent);
  const shown = texts.map((text) => text.text).join("");
  // Arabic's comma, which a page writes after a street in Arabic script (src/ui/places/PostalAddress.tsx).
  const letters = lettersOf(asDrawn(shown + ALWAYS + (/\p{Script=Arabic}/u.test(shown) ? "،" : "")));
  const onPages = new Set(letters);
  const coverages = await coveragesOf(FACES);
  const greeted = greetings.join("");
  const pieceOf = (letter: number) => coverages.flat().find((coverage) => coverage.has(letter));
  const greetingLetters = alphabetsOf(lettersOf(greeted), pieceOf).filter((letter) => !onPages.has(letter));
  const pageEmoji = emojiOf(shown);
  const emoji = emojiOf(greeted).length > 0 ? sortedUnion(pageEmoji, EMOJI_BLOCKS, onPages) : pageEmoji;
  rmSync(FONTS_DIR, { recursive: true, force: true });
  mkdirSync(FONTS_DIR, { recursive: true });
  const pages = { invitation: new Rules(), gamer: new Rules() };
  const greetingsOnly = { invitation: new Rules(), gamer: new Rules() };
  for (const [index, face] of FACES.entries()) {
    const pieces = piecesOf(face);
    pages[face.look].add(face, [
      ...(await cut(face, face.family, letters, pieces, coverages[index])),
      ...(await sentenceCuts(face, letters, coverages[index])),
    ]);
    greetingsOnly[face.look].add(
      face,
      await cut(face, face.family, greetingLetters, pieces, coverages[index], "greetings"),
    );
    if (emoji.length > 0) pages[face.look].faces.push(emojiFace(face, unicodeRange(emoji)));
    pages[face.look].fallbacks.push(...(await fallbacksOf(face)));
  }
  for (const look of ["invitation", "gamer"] as const) {
    writeFileSync(resolve(FONTS_DIR, `${look}.css`), pages[look].css(PAGES_HEADER));
    writeFileSync(resolve(FONTS_DIR, greetingStylesheet(look)), greetingsOnly[look].css(GREETINGS_HEADER));
  }
}

if (process.argv[1] === import.meta.filename) {
  const { wedding } = (await import(pathToFileURL(resolve(CONTENT_FILE)).href)) as { wedding: unknown };
  await cutFonts(wedding);
}
