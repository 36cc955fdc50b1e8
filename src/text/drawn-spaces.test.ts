import { describe, expect, it } from "vitest";
import { inDrawnSpaces } from "./drawn-spaces.server";

describe("spaces the faces lack", () => {
  it("sets French's narrow no-break space as a no-break space, in every text of a value", () => {
    const words = { welcome: "Bienvenue\u202f!", faq: [{ question: "Où\u202f?" }], count: 2 };
    expect(inDrawnSpaces(words)).toEqual({ welcome: "Bienvenue\u00a0!", faq: [{ question: "Où\u00a0?" }], count: 2 });
  });

  it("sets the fixed-width spaces that may break as a space", () => {
    expect(inDrawnSpaces("a\u2002b\u200ac")).toBe("a b c");
  });

  it("sets a raised letter no face has as its letter: French's century and first", () => {
    expect(inDrawnSpaces("Une chapelle du XIIᵉ siècle, le 1ᵉʳ juin")).toBe("Une chapelle du XIIe siècle, le 1er juin");
  });
});
