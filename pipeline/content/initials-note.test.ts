import { describe, expect, it } from "vitest";
import { generateWedding } from "../../tests/support/generated-wedding";
import { noteOnInitials } from "./initials-note";

type Couple = Record<string, unknown>;

/** A made-up wedding in Italian and Hebrew whose couple is `couple`. */
function weddingOf(couple: Couple): unknown {
  const { wedding } = generateWedding(5, { languages: ["it", "he"] });
  return { ...wedding, couple };
}

describe("a note on initials in two scripts", () => {
  it("names both letters and their scripts where the names start in two", () => {
    expect(noteOnInitials(weddingOf({ partnerOne: "Giulia", partnerTwo: "יונתן" }))).toMatch(
      /^Note: the pages' header joins your initials, "G" and "י": a Latin letter beside a Hebrew one/u,
    );
  });

  it("looks at each language's names", () => {
    const partnerTwo = { it: "Yonatan", he: "יונתן" };
    expect(noteOnInitials(weddingOf({ partnerOne: "Giulia", partnerTwo }))).toContain('"G" and "י"');
  });

  it("says nothing where the initials share a script, start with an emoji, or are the couple's own", () => {
    expect(noteOnInitials(weddingOf({ partnerOne: "Giulia", partnerTwo: "Yonatan" }))).toBeUndefined();
    expect(noteOnInitials(weddingOf({ partnerOne: "💍 Giulia", partnerTwo: "יונתן" }))).toBeUndefined();
    const initials = { partnerOne: "G", partnerTwo: "Y" };
    expect(noteOnInitials(weddingOf({ partnerOne: "Giulia", partnerTwo: "יונתן", initials }))).toBeUndefined();
  });
});
