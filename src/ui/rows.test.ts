import { describe, expect, it } from "vitest";
import { cardsInARow, cardWidths, inRounds, isLoneLast, paired, rowsOfThree, threeToARow } from "./rows";

describe("cards two or three to a row", () => {
  it("centres the last of an odd number on a row of its own", () => {
    expect([0, 1, 2].map((index) => isLoneLast(index, 3))).toEqual([false, false, true]);
    expect([0, 1].map((index) => isLoneLast(index, 2))).toEqual([false, false]);
  });

  it("goes three to a row only where that fills every row and two would leave one alone", () => {
    expect([1, 2, 3, 4, 5, 6, 9].filter(threeToARow)).toEqual([3, 9]);
  });

  it("takes a lone last card back into a row of three, and leaves it centred where the rows stay two", () => {
    expect(rowsOfThree(3).loneLast).toContain("lg:col-span-1");
    expect(rowsOfThree(5)).toEqual({ grid: "", loneLast: "" });
  });
});

describe("paired and cardWidths", () => {
  /** "-" may pair (no photo, no parking), "p" may not. */
  const small = (kinds: string) => [...kinds].map((kind) => kind === "-");

  it("pairs those that may, as they come, and never the last of an odd run", () => {
    expect(paired(small("---p--"))).toEqual([true, true, false, false, true, true]);
  });

  it("lays a card left over in a run alone, and one that may not pair across the row", () => {
    expect(cardWidths(small("--p"))).toEqual(["half", "half", "whole"]);
    expect(cardWidths(small("---p-"))).toEqual(["half", "half", "lone", "whole", "lone"]);
    expect(cardWidths(small("-"))).toEqual(["lone"]);
    expect(cardWidths(small("pp"))).toEqual(["whole", "whole"]);
  });
});

describe("cardsInARow", () => {
  it("puts all the cards in one row where they fit", () => {
    expect([1, 2, 3, 4].map((count) => cardsInARow(count, 4))).toEqual([1, 2, 3, 4]);
  });

  it("else takes rows of the most or one fewer, whichever leaves more in the last row", () => {
    expect([5, 6, 7, 8, 9, 12].map((count) => cardsInARow(count, 4))).toEqual([3, 3, 4, 4, 3, 4]);
    expect([4, 5, 6, 7].map((count) => cardsInARow(count, 3))).toEqual([2, 3, 3, 3]);
  });
});

describe("inRounds", () => {
  it("repeats whole rounds, then ends with what is left", () => {
    const endings = { 1: ["end1"], 2: ["end2a", "end2b"] };
    expect(inRounds(2, ["a", "b", "c"], endings)).toEqual(["end2a", "end2b"]);
    expect(inRounds(7, ["a", "b", "c"], endings)).toEqual(["a", "b", "c", "a", "b", "c", "end1"]);
    expect(inRounds(6, ["a", "b", "c"], endings)).toHaveLength(6);
  });
});
