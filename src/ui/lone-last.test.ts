import { describe, expect, it } from "vitest";
import { isLoneLast, rowsOfThree, threeToARow } from "./lone-last";

describe("cards two or three to a row", () => {
  it("centres the last of an odd number on a row of its own", () => {
    expect([0, 1, 2].map((index) => isLoneLast(index, 3))).toEqual([false, false, true]);
    expect([0, 1].map((index) => isLoneLast(index, 2))).toEqual([false, false]);
  });

  it("goes three to a row only where that fills every row and two would leave one alone", () => {
    expect([1, 2, 3, 4, 5, 6, 9].filter(threeToARow)).toEqual([3, 9]);
  });

  it("takes a lone last card back into a row of three, and leaves it centred where the rows stay two", () => {
    expect(rowsOfThree(3).loneLast).toContain("md:col-span-1");
    expect(rowsOfThree(5)).toEqual({ grid: "", loneLast: "" });
  });
});
