import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { coveragesOf, FACES, fontsourcePieces, piecesOf, SENTENCE_MARKS } from "./font-faces";
import { sentenceLetters } from "./letter-shares";

describe("the faces' pieces", () => {
  it("finds every family's pieces in its package", () => {
    for (const face of FACES) {
      for (const source of face.sources)
        expect(source.pieces.length, `${face.family}: ${source.family}`).toBeGreaterThan(0);
    }
  });

  it("puts a design's Latin first, and a script face's own script before the pieces it shares a letter with", () => {
    expect(basename(fontsourcePieces("@fontsource-variable/inter", "wght-normal", "design")[0])).toBe(
      "inter-latin-wght-normal.woff2",
    );
    const hebrew = fontsourcePieces("@fontsource-variable/noto-sans-hebrew", "wght-normal", "script").map((piece) =>
      basename(piece),
    );
    expect(hebrew[0]).toBe("noto-sans-hebrew-hebrew-wght-normal.woff2");
    expect(hebrew.slice(-2).sort()).toEqual([
      "noto-sans-hebrew-latin-ext-wght-normal.woff2",
      "noto-sans-hebrew-latin-wght-normal.woff2",
    ]);
  });

  it("reads a Japanese face's numbered pieces", () => {
    expect(fontsourcePieces("@fontsource-variable/noto-sans-jp", "wght-normal", "script").length).toBeGreaterThan(100);
  });
});

describe("the game's Hebrew sentences", () => {
  it("take Handjet's comma, and the pixel faces' own round parentheses for its square ones", async () => {
    const coverages = await coveragesOf(FACES);
    const sentence = [..."שעון מרכז אירופה (קיץ), בערב"].map((letter) => letter.codePointAt(0) ?? 0);
    const hebrew = sentence.filter((letter) => /\p{Script=Hebrew}/u.test(String.fromCodePoint(letter)));
    const pixelFaces = FACES.filter((face) => face.look === "gamer");
    for (const face of pixelFaces) {
      const handjet = piecesOf(face).flatMap((piece, at) =>
        piece.family === "Handjet" ? [coverages[FACES.indexOf(face)][at]] : [],
      );
      if (handjet.length === 0) continue;
      const drawn = sentenceLetters(sentence, hebrew, handjet, (letter) => SENTENCE_MARKS.test(letter)).map((letter) =>
        String.fromCodePoint(letter),
      );
      expect(drawn, face.family).toContain(",");
      expect(drawn, face.family).not.toContain("(");
      expect(drawn, face.family).not.toContain(")");
    }
  });
});
