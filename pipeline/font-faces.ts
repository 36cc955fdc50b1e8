/**
 * The faces the design draws with, and where their letters come from: the
 * @fontsource packages, which publish each face in pieces by script (latin,
 * latin-ext, cyrillic, greek, vietnamese), as Google Fonts cuts them. The
 * build cuts each piece down to the letters the site shows
 * (pipeline/cut-fonts.ts); the stylesheet of each look imports the faces it
 * draws with.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { convert } from "fontverter";
import { Blob, Face as HarfBuzzFace } from "harfbuzzjs";
import { lettersNoFaceHas, type Coverage } from "./font-cut";
import type { SiteText } from "./site-text";

export type Look = "invitation" | "gamer";

export type Face = {
  family: string;
  style: "normal" | "italic";
  /** One weight, or a variable face's range ("100 900"). */
  weight: string;
  look: Look;
  /** What a guest's page is given: a variable face keeps its axes through the cut. */
  format: "woff2" | "woff2-variations";
  /** A variable face's axes narrowed to what the design uses: the rest of the range is bytes no page needs. */
  axes?: Record<string, { min: number; max: number }>;
  /** The face's pieces, the Latin first: a letter two pieces have is taken from the first. */
  pieces: string[];
};

/** Latin first (most sites need only it), then the rest in the package's order. */
const SCRIPT_ORDER = ["latin", "latin-ext"];

/**
 * A face's pieces in an @fontsource package: `files/<name>-<script>-<variant>.woff2`,
 * such as cormorant-garamond-latin-ext-500-italic.woff2.
 */
export function fontsourcePieces(packageName: string, name: string, variant: string): string[] {
  const files = join(dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`)), "files");
  const pattern = new RegExp(`^${name}-([a-z-]+)-${variant}\\.woff2$`);
  const pieces = readdirSync(files)
    .map((file) => ({ file, script: pattern.exec(file)?.[1] }))
    .filter((piece): piece is { file: string; script: string } => piece.script !== undefined);
  const rank = (script: string) => (SCRIPT_ORDER.includes(script) ? SCRIPT_ORDER.indexOf(script) : SCRIPT_ORDER.length);
  return pieces
    .sort((a, b) => rank(a.script) - rank(b.script) || a.script.localeCompare(b.script))
    .map((piece) => join(files, piece.file));
}

export const FACES: Face[] = [
  {
    family: "Cormorant Garamond",
    style: "normal",
    weight: "500",
    look: "invitation",
    format: "woff2",
    pieces: fontsourcePieces("@fontsource/cormorant-garamond", "cormorant-garamond", "500-normal"),
  },
  {
    family: "Cormorant Garamond",
    style: "italic",
    weight: "500",
    look: "invitation",
    format: "woff2",
    pieces: fontsourcePieces("@fontsource/cormorant-garamond", "cormorant-garamond", "500-italic"),
  },
  // One variable file for the weights the invitation uses (400 to 600): one download and one swap instead of two.
  {
    family: "Inter",
    style: "normal",
    weight: "400 600",
    look: "invitation",
    format: "woff2-variations",
    axes: { wght: { min: 400, max: 600 } },
    pieces: fontsourcePieces("@fontsource-variable/inter", "inter", "wght-normal"),
  },
  {
    family: "Press Start 2P",
    style: "normal",
    weight: "400",
    look: "gamer",
    format: "woff2",
    pieces: fontsourcePieces("@fontsource/press-start-2p", "press-start-2p", "400-normal"),
  },
  {
    family: "VT323",
    style: "normal",
    weight: "400",
    look: "gamer",
    format: "woff2",
    pieces: fontsourcePieces("@fontsource/vt323", "vt323", "400-normal"),
  },
];

/** The letters a piece has: its character map, read by harfbuzz. */
async function coverageOf(piece: string): Promise<Coverage> {
  const face = new HarfBuzzFace(new Blob(await convert(readFileSync(piece), "sfnt")));
  return new Set(face.collectUnicodes());
}

/** What each piece of each face has, in the faces' order. */
export async function coveragesOf(faces: readonly Face[]): Promise<Coverage[][]> {
  const coverages: Coverage[][] = [];
  // One at a time: the WOFF2 decoder's output lives in its WebAssembly memory until the next decode.
  for (const face of faces) {
    const pieces: Coverage[] = [];
    for (const piece of face.pieces) pieces.push(await coverageOf(piece));
    coverages.push(pieces);
  }
  return coverages;
}

/** Each letter of a site's texts that a face of the design which may draw it lacks, one line each. */
export async function lettersTheFacesLack(texts: readonly SiteText[]): Promise<string[]> {
  const coverages = await coveragesOf(FACES);
  return lettersNoFaceHas(
    texts,
    FACES.map((face, index) => ({ family: face.family, pieces: coverages[index] })),
  );
}
