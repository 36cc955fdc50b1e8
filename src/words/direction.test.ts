import { describe, expect, it } from "vitest";
import { directionOf } from "./direction";

describe("directionOf", () => {
  it("runs Hebrew, Arabic and Persian right to left, and Latin, Greek and Japanese left to right", () => {
    expect(["he-IL", "ar", "fa-IR"].map(directionOf)).toEqual(["rtl", "rtl", "rtl"]);
    expect(["en-US", "pt-PT", "el", "ja-JP"].map(directionOf)).toEqual(["ltr", "ltr", "ltr", "ltr"]);
  });
});
