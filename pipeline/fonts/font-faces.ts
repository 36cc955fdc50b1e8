/**
 * The faces the design draws with, and where their letters come from: the
 * @fontsource packages, which publish each face in pieces by script (latin,
 * latin-ext, cyrillic, greek, vietnamese), as Google Fonts cuts them. Where
 * the design's face lacks a script (Cormorant has no Greek, the pixel faces
 * no Hebrew), a face chosen to sit beside it steps in for those letters,
 * under the design's family name, so no letter is left to the device's guess.
 * The build cuts each piece down to the letters the site shows
 * (pipeline/fonts/cut-fonts.ts); the stylesheet of each look imports the faces it
 * draws with.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { convert } from "fontverter";
import { Blob, Face as HarfBuzzFace } from "harfbuzzjs";
import { lettersNoFaceHas, type Coverage } from "./letter-shares";
import { handjetRedrawn, type HandjetSetting } from "./handjet-letters";
import { OVERSTRUCK_SCRIPTS, overstruck } from "./overstruck";
import { onceAFile } from "./pixel-glyphs";
import { pressStartDrawsPoorly, pressStartRedrawn } from "./press-start-letters";
import { vt323Redrawn } from "./terminal-marks";
import type { SiteText } from "./site-text";
import type { Look } from "../../src/pages";

/** A variable face's axes as the cut leaves them: one value pins the axis (a static face), a range keeps it. */
export type Axes = Record<string, number | { min: number; max: number }>;

/**
 * A local face that draws a script face's letters until its file comes, sized to
 * set them as wide (size-adjust, per cent), so the swap moves nothing.
 * Measured on the pages by tools/measure-fallbacks.ts. The script face's own
 * family is tried before them, where the device has it (Android's faces for
 * Hebrew and Arabic are Noto's), and the build adds it (pipeline/fonts/cut-fonts.ts).
 */
export type Fallback = {
  locals: string[];
  sizeAdjust: number;
  /** The weights it stands in for, where not the face's fallbacks' own: a bold for a semibold. */
  weight?: string;
};

/** A family whose pieces give a face letters, the axes a variable one is cut to, and its fallbacks. */
export type Source = {
  family: string;
  pieces: string[];
  axes?: Axes;
  fallbacks?: Fallback[];
  /** Per cent: a script face drawn larger or smaller than its size, to stand as tall as the face's own letters. */
  sizeAdjust?: number;
  /** Per cent of the text's size: a script face's glyphs drawn that much higher, to stand on the face's own letters' foot. */
  raise?: number;
  /** Letters the family has but draws off their height, or past reading: the next family that has them gives them. */
  drawsPoorly?: (letter: string) => boolean;
  /** A piece of the family, as an sfnt, with letters drawn anew in place of its own: read instead of the file. */
  redraw?: (file: string) => Promise<Buffer>;
  /**
   * A script face whose punctuation and spaces its language's pages take
   * too, so a sentence's comma sits with its letters: the cut adds a family
   * for them (sentenceFamily), which those pages' stylesheet puts first.
   */
  sentences?: { lang: string; script: string };
};

export type Face = {
  family: string;
  /**
   * The local faces drawn until it arrives, one a system (Apple's, Windows', Android's, ChromeOS's), each sized
   * to its metrics so the swap moves nothing: a second for the same system costs a lookup everywhere (decision 4).
   */
  fallbacks: string[];
  /**
   * The weights those stand in for, where not all the face's: of two ranges
   * that both hold 600, Chromium takes the one that ends at it, so Inter's
   * regular fallbacks end at 500 for its semibold's bold one to serve 600
   * (src/invitation/invitation.css).
   */
  fallbackWeight?: string;
  style: "normal" | "italic";
  /** One weight, or a variable face's range ("100 900"). */
  weight: string;
  look: Look;
  /** Per cent: the device's emoji drawn larger or smaller than the text's size, to stand as tall as the face's letters. */
  emojiSize?: number;
  /**
   * The design's own family first, then the families that step in for the
   * scripts it lacks, each chosen to sit beside it: a letter is taken from the
   * first that has it, so a script face gives only what the design's face cannot.
   */
  sources: Source[];
};

/** One file a face's letters may come from. */
export type Piece = Omit<Source, "pieces"> & { file: string };

/** A family's name as its files begin: "press-start-2p". Every file cut for a face begins with its family's. */
export const familySlug = (family: string) => family.toLowerCase().replaceAll(" ", "-");

/** The family a face's script face draws its language's sentences in, punctuation and spaces with its letters: "VT323 Hebrew". */
export const sentenceFamily = (face: Face, source: Source) => `${face.family} ${source.sentences?.script}`;

/** What a sentence family takes from its script face beyond the script's letters: punctuation and spaces. */
export const SENTENCE_MARKS = /[\p{P}\p{Zs}]/u;

/** The font a piece is cut from: its file, or the file with its family's letters drawn anew. */
export const fontOfPiece = (piece: Piece): Promise<Buffer> =>
  piece.redraw ? piece.redraw(piece.file) : Promise.resolve(readFileSync(piece.file));

export const piecesOf = (face: Face): Piece[] =>
  face.sources.flatMap(({ pieces, ...source }) => pieces.map((file) => ({ ...source, file })));

/** A design's face: Latin first (most sites need only it), then the rest in the package's order. */
const SCRIPT_ORDER = ["latin", "latin-ext"];

/**
 * A family's pieces in an @fontsource package: `files/<name>-<script>-<variant>.woff2`,
 * such as cormorant-garamond-latin-ext-500-italic.woff2, or a numbered piece
 * of a Japanese face (noto-sans-jp-42-wght-normal.woff2). <name> is the package's.
 * A face that steps in is there for its script: its own piece first, then
 * the others, which share a letter or two with it (Noto Sans Hebrew's
 * cyrillic-ext and latin pieces have "א"), the Latin last.
 */
export function fontsourcePieces(packageName: string, variant: string, role: "design" | "script"): string[] {
  const name = packageName.split("/")[1];
  const files = join(dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`)), "files");
  const pattern = new RegExp(`^${name}-([a-z0-9-]+)-${variant}\\.woff2$`);
  const pieces = readdirSync(files)
    .map((file) => ({ file, script: pattern.exec(file)?.[1] }))
    .filter((piece): piece is { file: string; script: string } => piece.script !== undefined);
  const rank = (script: string) => {
    const latin = SCRIPT_ORDER.indexOf(script);
    if (role === "script") return latin >= 0 ? 2 : script.endsWith("-ext") ? 1 : 0;
    return latin >= 0 ? latin : SCRIPT_ORDER.length;
  };
  return pieces
    .sort((a, b) => rank(a.script) - rank(b.script) || a.script.localeCompare(b.script))
    .map((piece) => join(files, piece.file));
}

type SourceOptions = Omit<Source, "family" | "pieces">;

/** A family's pieces, with the axes its variable file is cut to, its fallbacks and its size. */
const from =
  (role: "design" | "script") =>
  (family: string, packageName: string, variant: string, options: SourceOptions = {}): Source => ({
    family,
    pieces: fontsourcePieces(packageName, variant, role),
    ...options,
  });
const design = from("design");
const scriptFace = from("script");

/**
 * A family's piece for one script, and its Latin piece for the punctuation a
 * sentence takes (sentences): a face that steps in for one of the scripts it
 * draws gives no letter of the others.
 */
const scriptPieces = (family: string, packageName: string, variant: string, script: string, options: SourceOptions) => {
  const source = scriptFace(family, packageName, variant, options);
  const kept = [script, "latin"].map((name) => `-${name}-${variant}.woff2`);
  return { ...source, pieces: source.pieces.filter((piece) => kept.some((ending) => piece.endsWith(ending))) };
};

/** Hebrew's fallbacks: Apple's and Windows' Arial and Times New Roman have Hebrew, and so have ChromeOS's metric twins. */
const ARIAL_HEBREW: Fallback = { locals: ["Arial", "Arimo"], sizeAdjust: 100.2 };
const ARIAL_BOLD_HEBREW: Fallback = { locals: ["Arial Bold", "Arimo Bold"], sizeAdjust: 98.6 };
const TIMES_HEBREW: Fallback = { locals: ["Times New Roman", "Tinos"], sizeAdjust: 106 };

/**
 * Arabic's fallbacks, sized to the script face as each sets an Arabic sentence:
 * Android's Naskh (its only Arabic face) and Linux's DejaVu Sans, each preferred last.
 */
const arabicFallbacks = (sizes: { naskh: number; dejavu: number }, bold = false): Fallback[] => [
  { locals: [bold ? "DejaVu Sans Bold" : "DejaVu Sans"], sizeAdjust: sizes.dejavu },
  { locals: [bold ? "Noto Naskh Arabic UI Bold" : "Noto Naskh Arabic UI"], sizeAdjust: sizes.naskh },
];

/**
 * For the serif: EB Garamond's Greek at 96 per cent, as tall as Cormorant's letters, then Noto's serifs at a
 * weight as dark as Cormorant's medium; Hebrew lighter, as its thick strokes are its horizontals, at 400 a third
 * thicker than Cormorant's stems ("נועה" heavier than "Théo"); Japanese smaller and lighter, as its ideographs fill
 * the em (decision 4).
 */
const SERIF_WEIGHT = { wght: 400 };
const serifScriptFaces = (style: "normal" | "italic") => [
  scriptFace("EB Garamond", "@fontsource-variable/eb-garamond", `wght-${style}`, {
    axes: SERIF_WEIGHT,
    sizeAdjust: 96,
  }),
  scriptFace("Noto Serif", "@fontsource-variable/noto-serif", "wght-normal", { axes: SERIF_WEIGHT }),
  scriptFace("Noto Serif Hebrew", "@fontsource-variable/noto-serif-hebrew", "wght-normal", {
    axes: { wght: 300 },
    fallbacks: [TIMES_HEBREW],
  }),
  scriptFace("Noto Naskh Arabic", "@fontsource-variable/noto-naskh-arabic", "wght-normal", {
    axes: SERIF_WEIGHT,
    fallbacks: [{ locals: ["DejaVu Sans"], sizeAdjust: 86 }],
  }),
  scriptFace("Noto Serif JP", "@fontsource-variable/noto-serif-jp", "wght-normal", {
    axes: { wght: 300 },
    sizeAdjust: 86.5,
  }),
];

/** For the sans: Noto's sans, over Inter's weights (Inter has Greek and Cyrillic of its own). */
const INTER_WEIGHTS = { wght: { min: 400, max: 600 } };
const SANS_SCRIPT_FACES = [
  scriptFace("Noto Sans Hebrew", "@fontsource-variable/noto-sans-hebrew", "wght-normal", {
    axes: INTER_WEIGHTS,
    // Noto's semibold, where Inter's is asked for, beside Arial's bold.
    fallbacks: [ARIAL_HEBREW, { ...ARIAL_BOLD_HEBREW, sizeAdjust: 96.6, weight: "600 900" }],
  }),
  scriptFace("Noto Sans Arabic", "@fontsource-variable/noto-sans-arabic", "wght-normal", {
    axes: INTER_WEIGHTS,
    fallbacks: [
      ...arabicFallbacks({ naskh: 111.1, dejavu: 95.5 }),
      ...arabicFallbacks({ naskh: 113.7, dejavu: 84.4 }, true).map((fallback) => ({ ...fallback, weight: "600 900" })),
    ],
  }),
  scriptFace("Noto Sans JP", "@fontsource-variable/noto-sans-jp", "wght-normal", { axes: INTER_WEIGHTS }),
];

/** A small letter: drawn at a script face's capitals' size, it would stand too tall beside the face's own. */
const SMALL_LETTER = (letter: string) => /\p{Ll}/u.test(letter);
const NOT_SMALL_LETTER = (letter: string) => !SMALL_LETTER(letter);

/**
 * Handjet's Hebrew beside each of the game's faces (decision 19): its weight, its size, the face's smallest text,
 * and how much higher it stands.
 */
export const GAME_HEBREW: Record<"Press Start 2P" | "VT323", HandjetSetting> = {
  // The smallest are the labels' 10 px (--text-pixel-2xs, src/gamer/gamer.css) and the body's 16 px. Press Start
  // 2P's letters stand on the second of its eight rows; VT323's on the baseline.
  "Press Start 2P": { weight: 800, sizeAdjust: 154, smallest: 10, raise: 12.5 },
  VT323: { weight: 600, sizeAdjust: 92, smallest: 16 },
};

/**
 * For the pixel faces, each sized to stand as tall as the face's own letters (decisions 4 and 19): Tiny5 for
 * marked capitals, and Greek and Cyrillic no face before it gives (`tiny5`), DotGothic16 for Japanese
 * (`japanese`), Handjet for Hebrew (`handjet`), and Noto's Kufi Arabic and Sans Hebrew where no pixel face
 * reads (`noto`).
 */
const pixelScriptFaces = (
  handjet: HandjetSetting,
  noto: { weight: number; size: number },
  tiny5: { capitals: number; small: number },
  japanese: { sizeAdjust: number; raise: number },
) => {
  const notoDrawn = { axes: { wght: noto.weight }, sizeAdjust: noto.size };
  return [
    scriptFace("Tiny5", "@fontsource/tiny5", "400-normal", {
      sizeAdjust: tiny5.capitals,
      drawsPoorly: SMALL_LETTER,
    }),
    // Jersey 10's small letters stand as tall as Tiny5's at six fifths of its size.
    scriptFace("Jersey 10", "@fontsource/jersey-10", "400-normal", {
      sizeAdjust: Math.round(tiny5.small * 1.2),
      drawsPoorly: NOT_SMALL_LETTER,
    }),
    scriptFace("Tiny5", "@fontsource/tiny5", "400-normal", { sizeAdjust: tiny5.small }),
    scriptPieces("Handjet", "@fontsource-variable/handjet", "wght-normal", "hebrew", {
      axes: { wght: handjet.weight },
      sizeAdjust: handjet.sizeAdjust,
      // Pinned at its weight, its letters a grid step apart, and "ה" apart from "ח" at the face's smallest text.
      redraw: onceAFile((file) => handjetRedrawn(file, handjet)),
      // Handjet is narrow, and as wide at every weight: Arial, sized to set a sentence as wide, stands shorter.
      fallbacks: [{ ...ARIAL_BOLD_HEBREW, sizeAdjust: 83.5 }],
      sentences: { lang: "he", script: "Hebrew" },
      // Its parentheses are square, and read as brackets: the pixel face's own round ones stand in them.
      drawsPoorly: (letter) => "()".includes(letter),
    }),
    scriptFace("Noto Sans Hebrew", "@fontsource-variable/noto-sans-hebrew", "wght-normal", {
      ...notoDrawn,
      fallbacks: [noto.weight >= 600 ? ARIAL_BOLD_HEBREW : ARIAL_HEBREW],
    }),
    scriptFace("Noto Kufi Arabic", "@fontsource-variable/noto-kufi-arabic", "wght-normal", {
      ...notoDrawn,
      fallbacks:
        noto.weight >= 600
          ? arabicFallbacks({ naskh: 133.8, dejavu: 98 }, true)
          : arabicFallbacks({ naskh: 124.7, dejavu: 104.5 }),
      sentences: { lang: "ar", script: "Arabic" },
    }),
    scriptFace("DotGothic16", "@fontsource/dotgothic16", "400-normal", japanese),
  ];
};

/**
 * The colour emoji faces of Apple's, Windows' and Android's (and Linux's)
 * devices: no web font carries emoji, as every phone has a face for them.
 */
export const EMOJI_FACES = ["Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"];

/**
 * Unifont's Greek and Cyrillic, struck twice to near VT323's weight (./overstruck.ts): its small letters at 80 per
 * cent, as tall and as wide as VT323's, and its capitals at 85, a twentieth shorter than VT323's, as at 90 they
 * would stand 0.05 em wider (letter-heights.test.ts weighs and measures them).
 */
const VT323_GREEK_AND_CYRILLIC = [
  { capitals: true, sizeAdjust: 85 },
  { capitals: false, sizeAdjust: 80 },
].map(({ capitals, sizeAdjust }) =>
  scriptFace("Unifont", "@fontsource/unifont", "400-normal", {
    sizeAdjust,
    drawsPoorly: (letter) => !OVERSTRUCK_SCRIPTS.test(letter) || SMALL_LETTER(letter) === capitals,
    redraw: overstruck,
  }),
);

const PRESS_START = fontsourcePieces("@fontsource/press-start-2p", "400-normal", "design");

const SERIF_FALLBACKS = ["Times New Roman", "Noto Serif", "Tinos"];
const MONOSPACE_FALLBACKS = ["Courier New", "Noto Sans Mono", "Cousine"];

export const FACES: Face[] = [
  {
    family: "Cormorant Garamond",
    fallbacks: SERIF_FALLBACKS,
    style: "normal",
    weight: "500",
    look: "invitation",
    sources: [
      design("Cormorant Garamond", "@fontsource/cormorant-garamond", "500-normal"),
      ...serifScriptFaces("normal"),
    ],
  },
  // Only EB Garamond's Greek has an italic: the other script faces' upright letters stand in the italic line.
  {
    family: "Cormorant Garamond",
    fallbacks: SERIF_FALLBACKS,
    style: "italic",
    weight: "500",
    look: "invitation",
    sources: [
      design("Cormorant Garamond", "@fontsource/cormorant-garamond", "500-italic"),
      ...serifScriptFaces("italic"),
    ],
  },
  // One variable file for the weights the invitation uses (400 to 600): one download and one swap instead of two.
  {
    family: "Inter",
    fallbacks: ["Arial", "Roboto", "Arimo"],
    fallbackWeight: "400 500",
    style: "normal",
    weight: "400 600",
    look: "invitation",
    sources: [
      design("Inter", "@fontsource-variable/inter", "wght-normal", { axes: INTER_WEIGHTS }),
      ...SANS_SCRIPT_FACES,
    ],
  },
  {
    family: "Press Start 2P",
    fallbacks: MONOSPACE_FALLBACKS,
    style: "normal",
    weight: "400",
    look: "gamer",
    sources: [
      {
        family: "Press Start 2P",
        pieces: PRESS_START,
        drawsPoorly: pressStartDrawsPoorly,
        redraw: pressStartRedrawn(PRESS_START),
      },
      ...pixelScriptFaces(
        GAME_HEBREW["Press Start 2P"],
        { weight: 700, size: 140 },
        { capitals: 140, small: 125 },
        { sizeAdjust: 93.2, raise: 20.8 },
      ),
    ],
  },
  {
    family: "VT323",
    fallbacks: MONOSPACE_FALLBACKS,
    style: "normal",
    weight: "400",
    look: "gamer",
    emojiSize: 70,
    sources: [
      design("VT323", "@fontsource/vt323", "400-normal", { redraw: vt323Redrawn }),
      ...VT323_GREEK_AND_CYRILLIC,
      ...pixelScriptFaces(
        GAME_HEBREW.VT323,
        { weight: 400, size: 70 },
        { capitals: 90, small: 78 },
        { sizeAdjust: 59.6, raise: 5.3 },
      ),
    ],
  },
];

const coverages = new Map<string, Coverage>();

/** The letters a piece has: its character map, read by harfbuzz, once a file (faces share their script faces). */
async function coverageOf(piece: string): Promise<Coverage> {
  let coverage = coverages.get(piece);
  if (!coverage) {
    const face = new HarfBuzzFace(new Blob(await convert(readFileSync(piece), "sfnt")));
    coverage = new Set(face.collectUnicodes());
    coverages.set(piece, coverage);
  }
  return coverage;
}

/** The letters a piece gives its face: those it has, less those its family draws off their height. */
const drawnWell = (coverage: Coverage, { drawsPoorly }: Piece): Coverage =>
  drawsPoorly ? new Set([...coverage].filter((letter) => !drawsPoorly(String.fromCodePoint(letter)))) : coverage;

/** What each piece of each face gives it, in the faces' order. */
export async function coveragesOf(faces: readonly Face[]): Promise<Coverage[][]> {
  const all: Coverage[][] = [];
  // One at a time: the WOFF2 decoder's output lives in its WebAssembly memory until the next decode.
  for (const face of faces) {
    const pieces: Coverage[] = [];
    for (const piece of piecesOf(face)) pieces.push(drawnWell(await coverageOf(piece.file), piece));
    all.push(pieces);
  }
  return all;
}

/**
 * The glyphs missing from the fonts: each letter of a site's texts that no family of a face which may draw it
 * has, one line each.
 */
export async function missingGlyphs(texts: readonly SiteText[]): Promise<string[]> {
  const coverages = await coveragesOf(FACES);
  return lettersNoFaceHas(
    texts,
    FACES.map((face, index) => ({ family: face.family, pieces: coverages[index] })),
  );
}
