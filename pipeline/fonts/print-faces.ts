/**
 * The invitation's faces for print (tools/cards.tsx): each cut to the cards'
 * letters, as pipeline/fonts/cut-fonts.ts cuts them for the pages, and made
 * static at each weight the cards set. A PDF embeds a static face as
 * TrueType; Chromium draws a variable face's letters, and a colour emoji
 * face's pictures, as Type 3 glyphs, which a print shop's preflight refuses.
 */
import { ALWAYS, cutFile, fontFace, type FaceRule } from "./cut-fonts";
import { coveragesOf, FACES, fontsourcePieces, piecesOf, type Axes, type Face } from "./font-faces";
import { allot, asDrawn, emojiOf, lettersOf, missing, unicodeRange } from "./letter-shares";

/** Noto's emoji in outline, printed in the ink: a device's colour emoji are pictures a PDF holds as Type 3. */
const PRINT_EMOJI: Face = {
  family: "Noto Emoji",
  fallbacks: [],
  style: "normal",
  weight: "300 700",
  look: "invitation",
  sources: [
    {
      family: "Noto Emoji",
      pieces: fontsourcePieces("@fontsource-variable/noto-emoji", "wght-normal", "script"),
      axes: { wght: { min: 300, max: 700 } },
    },
  ],
};

/** What joins emoji into one (a ZWJ): each piece of the emoji face keeps its own, for its sequences. */
const JOINER = 0x200d;

/** A piece's ranged axes pinned: its weight at `weight`, as near as its range allows, any other axis at its least. */
const pinnedAt = (axes: Axes | undefined, weight: number): Axes | undefined =>
  axes &&
  Object.fromEntries(
    Object.entries(axes).map(([axis, value]) => [
      axis,
      typeof value === "number"
        ? value
        : axis === "wght"
          ? Math.min(Math.max(weight, value.min), value.max)
          : value.min,
    ]),
  );

/** Those of `weights` a face has: its one weight, or those within its range. */
function weightsOf(face: Face, weights: readonly number[]): number[] {
  const [least, most = least] = face.weight.split(" ").map(Number);
  return weights.filter((weight) => weight >= least && weight <= most);
}

/**
 * A text as print sets it: an emoji asked to be in colour (U+FE0F) in outline, as a face that has it in
 * outline draws it; a browser would take a colour face for it.
 */
export const inOutline = (text: string) => text.replaceAll("\uFE0F", "");

/** A piece of an invitation's face, static at a weight, cut to the letters it draws of a text. */
export type PrintCut = { face: Face; weight: number; share: number[]; sizeAdjust?: number; file: Buffer };

/**
 * The invitation's faces (or those of one family) at each of `weights` they have, cut to `text`'s letters: each
 * face's pieces in the order a browser tries them, its emoji in outline last.
 */
export async function printCuts(
  text: string,
  weights: readonly number[],
  { family }: { family?: string } = {},
): Promise<PrintCut[]> {
  const letters = lettersOf(asDrawn(text + ALWAYS));
  const emoji = emojiOf(text);
  const invitation = FACES.filter((face) => face.look === "invitation" && (!family || face.family === family));
  const coverages = await coveragesOf([...invitation, PRINT_EMOJI]);
  const emojiCoverages = coverages[invitation.length];
  const cuts: PrintCut[] = [];
  const add = async (face: Face, weight: number, piece: ReturnType<typeof piecesOf>[number], share: number[]) => {
    const pinned = { ...piece, axes: pinnedAt(piece.axes, weight) };
    cuts.push({ face, weight, share, sizeAdjust: piece.sizeAdjust, file: await cutFile(pinned, share) });
  };
  for (const [index, face] of invitation.entries()) {
    const shares = allot(letters, coverages[index]);
    // A symbol the face lacks (a ❤ without U+FE0F) is drawn in the emoji face too.
    const pictures = [...emoji, ...missing(letters, coverages[index])];
    for (const weight of weightsOf(face, weights)) {
      for (const [at, piece] of piecesOf(face).entries())
        if (shares[at].length > 0) await add(face, weight, piece, shares[at]);
      // An emoji sequence is drawn from the piece that has its every part: each piece takes all it has.
      for (const [at, piece] of piecesOf(PRINT_EMOJI).entries()) {
        const share = pictures.filter((point) => emojiCoverages[at].has(point));
        if (share.some((point) => point !== JOINER)) await add(face, weight, piece, share);
      }
    }
  }
  return cuts;
}

/**
 * @font-face rules with their files inline, for the invitation's faces at each of `weights` they have, cut to
 * `text`'s letters; its emoji in outline in every face's family.
 */
export async function printFaces(text: string, weights: readonly number[]): Promise<string> {
  const rules = (await printCuts(text, weights)).map(({ face, weight, share, sizeAdjust, file }) => {
    const rule: FaceRule = { family: face.family, range: unicodeRange(share), format: "woff2", sizeAdjust };
    return fontFace({ ...face, weight: String(weight) }, rule, `data:font/woff2;base64,${file.toString("base64")}`);
  });
  return rules.join("\n");
}
