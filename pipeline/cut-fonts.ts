/**
 * Cuts each face the design draws with to the letters the site shows, in
 * every language (pipeline/site-text.ts); the content check before it
 * (pipeline/validate-content.ts) made sure every face has them. `npm run
 * build` and `npm run dev` run it before Vite; it writes, for each look, a stylesheet of @font-face
 * rules and the WOFF2 files they name into .generated/fonts/, which the
 * looks' stylesheets import. Vite then names each file by a hash of what it
 * holds, so a new letter in the content makes a new file, never a stale one.
 *
 *   tsx pipeline/cut-fonts.ts
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import subsetFont from "subset-font";
import { coveragesOf, FACES, type Face, type Look } from "./font-faces";
import { allot, asDrawn, lettersOf, unicodeRange, type Coverage } from "./font-cut";
import { siteTexts } from "./site-text";

export const FONTS_DIR = resolve(import.meta.dirname, "../.generated/fonts");

/**
 * Letters every site may show beyond its texts: the printable ASCII (the
 * digits of a countdown, an address typed on a page) and the marks the
 * components write themselves (the hero's "·"), and the typographer's dashes and quotes.
 */
const ALWAYS = String.fromCharCode(...Array.from({ length: 95 }, (_, index) => 32 + index)) + "\u00a0·—–…‘’“”";

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
const letters = lettersOf(asDrawn(texts.map((text) => text.text).join("") + ALWAYS));
const coverages = await coveragesOf(FACES);
rmSync(FONTS_DIR, { recursive: true, force: true });
mkdirSync(FONTS_DIR, { recursive: true });
const rules: Record<Look, string[]> = { invitation: [], gamer: [] };
for (const [index, face] of FACES.entries()) {
  for (const piece of await cut(face, letters, coverages[index])) rules[face.look].push(fontFace(face, piece));
}
const header = "/* Written by pipeline/cut-fonts.ts: each face cut to the letters the site shows. */";
for (const [look, faces] of Object.entries(rules)) {
  writeFileSync(resolve(FONTS_DIR, `${look}.css`), [header, ...faces, ""].join("\n"));
}
