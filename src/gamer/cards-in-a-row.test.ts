import { describe, expect, it } from "vitest";
import { cardsInARow } from "./cards-in-a-row";

describe("cardsInARow", () => {
  it("puts all the cards in one row where they fit", () => {
    expect([1, 2, 3, 4].map((count) => cardsInARow(count, 4))).toEqual([1, 2, 3, 4]);
  });

  it("else takes rows of the most or one fewer, whichever leaves more in the last row", () => {
    expect([5, 6, 7, 8, 9, 12].map((count) => cardsInARow(count, 4))).toEqual([3, 3, 4, 4, 3, 4]);
    expect([4, 5, 6, 7].map((count) => cardsInARow(count, 3))).toEqual([2, 3, 3, 3]);
  });
});
