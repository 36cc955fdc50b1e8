import { describe, expect, it } from "vitest";
import { longestWordSize } from "./gift-shapes";

const SIZES = ["to 9", "to 10", "to 12", "to 14", "to 16", "to 20", "to 24"];

describe("a gift's label, sized for its longest word", () => {
  it("keeps the look's size up to eight letters, and steps down by the longest word's letters", () => {
    expect(longestWordSize("Luna di miele", SIZES)).toBeUndefined();
    expect(longestWordSize("Kuchen Übernachtung", SIZES)).toBe("to 12");
    expect(longestWordSize("Hochzeitsreisekasse", SIZES)).toBe("to 20");
    expect(longestWordSize("Donaudampfschifffahrtsgesellschaft", SIZES)).toBe("to 24");
  });

  it("counts what typesetting joined as one word, and an emoji as one letter", () => {
    // A Polish one-letter word held to the next, French guillemets with their spaces.
    expect(longestWordSize("z\u00a0przyjęcie", SIZES)).toBe("to 12");
    expect(longestWordSize("«\u00a0mariage\u00a0»", SIZES)).toBe("to 12");
    expect(longestWordSize("Fund 👩🏽‍❤️‍👨🏻", SIZES)).toBeUndefined();
  });
});
