// @vitest-environment node
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { convert } from "fontverter";
import { Blob, Buffer as HarfBuzzBuffer, Face as HarfBuzzFace, Font, shape, Variation } from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../../src/words";
import { mapTexts } from "../../src/text/map-texts";
import { FACES, fontOfPiece, type Source, type Fallback } from "./font-faces";

/** The file of a local face as a browser's local() finds it, by its full or PostScript name, where this machine has it. */
function localFile(name: string): string | undefined {
  for (const key of ["fullname", "postscriptname"]) {
    const files = execFileSync("fc-list", [`:${key}=${name}`, "file"], { encoding: "utf8" }).trim();
    if (files) return files.split(":")[0];
  }
  return undefined;
}

/** How wide a font sets a text, in ems, at a weight where the font is variable. */
async function widthOf(bytes: Buffer, text: string, weight?: number): Promise<number> {
  const face = new HarfBuzzFace(new Blob(await convert(bytes, "sfnt")));
  const font = new Font(face);
  if (weight) font.setVariations([new Variation("wght", weight)]);
  const buffer = new HarfBuzzBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().reduce((sum, glyph) => sum + (glyph.xAdvance ?? 0), 0) / face.upem;
}

/** The right-to-left scripts that script faces draw for the design's faces, each by a language that writes it. */
const SCRIPTS = [
  { script: "Hebrew", language: "he" },
  { script: "Arabic", language: "ar" },
];

/** A dictionary's sentences in its script: the words a page of that language sets in the script face. */
function sentencesOf(language: string, script: string): string {
  const sentences: string[] = [];
  mapTexts(DICTIONARIES[language], (text) => {
    sentences.push(...(text.match(new RegExp(`[\\p{Script=${script}} ]{12,}`, "gu")) ?? []));
    return text;
  });
  return sentences.join(" ");
}

/** The weight a fallback sets the script face's letters at: the top of its range for a bold, else the cut's. */
const weightOf = (source: Source, fallback: Fallback) => {
  const axis = source.axes?.wght;
  if (typeof axis === "number") return axis;
  return fallback.weight ? axis?.max : axis?.min;
};

describe("the local fallbacks of a right-to-left script's script faces", () => {
  for (const { script, language } of SCRIPTS) {
    const sentences = sentencesOf(language, script);
    // A script face by its name ("Noto Sans Hebrew"), or by the sentences it sets (Handjet, beside the pixel faces).
    const scriptFaces = FACES.flatMap((face) => face.sources).filter(
      (source) => source.family.includes(script) || source.sentences?.script === script,
    );

    it(`set ${script} as wide as each script face, on a Linux desktop too`, async () => {
      expect(sentences.length).toBeGreaterThan(100);
      for (const source of scriptFaces) {
        const onThisMachine = (source.fallbacks ?? []).flatMap((fallback) =>
          fallback.locals.flatMap((local) => {
            const file = localFile(local);
            return file ? [{ fallback, local, file }] : [];
          }),
        );
        expect(
          onThisMachine.length,
          `${source.family}: a fallback this machine has (Debian: fonts-croscore, fonts-dejavu-core)`,
        ).toBeGreaterThan(0);
        for (const { fallback, local, file } of onThisMachine) {
          const weight = weightOf(source, fallback);
          // As the build cuts it: drawn anew where it is (./handjet-letters.ts).
          const own = await widthOf(await fontOfPiece({ ...source, file: source.pieces[0] }), sentences, weight);
          const standing = ((await widthOf(readFileSync(file), sentences)) * fallback.sizeAdjust) / 100;
          expect(standing / own, `${source.family} ${weight}: ${local} at ${fallback.sizeAdjust}%`).toBeCloseTo(1, 1);
        }
      }
    });
  }
});
