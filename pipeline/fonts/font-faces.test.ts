import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { FACES, fontsourcePieces } from "./font-faces";

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
