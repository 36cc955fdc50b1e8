/**
 * Cuts each face the design draws with to the letters the site shows, in
 * every language (pipeline/site-text.ts), and checks that every letter of the
 * content is in every face that may draw it. `npm run build` and `npm run dev`
 * run it before Vite; it writes, for each look, a stylesheet of @font-face
 * rules and the WOFF2 files they name into .generated/fonts/, which the
 * looks' stylesheets import. Vite then names each file by a hash of what it
 * holds, so a new letter in the content makes a new file, never a stale one.
 *
 *   tsx pipeline/cut-fonts.ts
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { convert } from "fontverter";
import { Blob, Face as HarfBuzzFace } from "harfbuzzjs";
import subsetFont from "subset-font";
import { FACES, type Face, type Look } from "./font-faces";
import { allot, describeLetter, lettersOf, missing, unicodeRange, type Coverage } from "./font-cut";
import { siteTexts } from "./site-text";

export const FONTS_DIR = resolve(import.meta.dirname, "../.generated/fonts");

/**
 * Letters every site may show beyond its texts: the printable ASCII (the
 * digits of a countdown, an address typed on a page) and the marks the
 * components write themselves (the hero's "·"), and the typographer's dashes and quotes.
 */
const ALWAYS = String.fromCharCode(...Array.from({ length: 95 }, (_, index) => 32 + index)) + "\u00a0·—–…‘’“”";

async function coverageOf(piece: Buffer): Promise<Coverage> {
  const face = new HarfBuzzFace(new Blob(await convert(piece, "sfnt")));
  return new Set(face.collectUnicodes());
}

type CutPiece = { file: string; range: string };

async function cut(face: Face, letters: number[], coverages: Coverage[]): Promise<CutPiece[]> {
  const shares = allot(letters, coverages);
  const pieces: CutPiece[] = [];
  for (const [index, share] of shares.entries()) {
    if (share.length === 0) continue;
    const file = basename(face.pieces[index]);
    const font = await subsetFont(readFileSync(face.pieces[index]), String.fromCodePoint(...share), {
      targetFormat: "woff2",
      variationAxes: face.axes,
    });
    writeFileSync(resolve(FONTS_DIR, file), font);
    pieces.push({ file, range: unicodeRange(share) });
  }
  return pieces;
}

const fontFace = (face: Face, piece: CutPiece) =>
  [
    "@font-face {",
    `  font-family: "${face.family}";`,
    `  font-style: ${face.style};`,
    `  font-weight: ${face.weight};`,
    "  font-display: swap;",
    `  src: url("./${piece.file}") format("${face.format}");`,
    `  unicode-range: ${piece.range};`,
    "}",
  ].join("\n");

const texts = siteTexts();
/** A text as the pages may draw it: captions set in capitals (text-transform) show letters the content has in lower case. */
const asDrawn = (text: string) => text + text.toUpperCase();
const letters = lettersOf(asDrawn(texts.map((text) => text.text).join("") + ALWAYS));
// One at a time: the WOFF2 decoder's output lives in its WebAssembly memory until the next decode.
const coverages = new Map<Face, Coverage[]>();
for (const face of FACES) {
  const pieces: Coverage[] = [];
  for (const piece of face.pieces) pieces.push(await coverageOf(readFileSync(piece)));
  coverages.set(face, pieces);
}

// A letter of the content that a face lacks would be drawn in whatever face the guest's device has.
const problems = new Set<string>();
for (const { field, text } of texts) {
  for (const letter of lettersOf(asDrawn(text))) {
    const lacking = FACES.filter((face) => missing([letter], coverages.get(face) ?? []).length > 0);
    if (lacking.length > 0) {
      const families = [...new Set(lacking.map((face) => face.family))].join(" and ");
      problems.add(`  - ${field}: ${describeLetter(letter)} is not in ${families}, which draw this text`);
    }
  }
}
if (problems.size > 0) {
  console.error(
    `The site's faces cannot draw ${problems.size === 1 ? "a letter" : "some letters"} of the content:\n` +
      [...problems].join("\n") +
      "\nWrite the text without them, or give the design a face that has them (pipeline/font-faces.ts). Nothing was built.",
  );
  process.exit(1);
}

rmSync(FONTS_DIR, { recursive: true, force: true });
mkdirSync(FONTS_DIR, { recursive: true });
const rules: Record<Look, string[]> = { invitation: [], gamer: [] };
for (const face of FACES) {
  for (const piece of await cut(face, letters, coverages.get(face) ?? [])) rules[face.look].push(fontFace(face, piece));
}
const header = "/* Written by pipeline/cut-fonts.ts: each face cut to the letters the site shows. */";
for (const [look, faces] of Object.entries(rules)) {
  writeFileSync(resolve(FONTS_DIR, `${look}.css`), [header, ...faces, ""].join("\n"));
}
