import { describe, expect, it } from "vitest";
import { stagesInARowAtMost } from "./bar-widths";

describe("stagesInARowAtMost", () => {
  it("keeps four to a row while every title's longest word fits a quarter", () => {
    expect(stagesInARowAtMost(["Ceremony", "Cocktail hour", "Dinner", "Dancing"])).toBe(4);
    expect(stagesInARowAtMost(["Tanz bis in die Morgenstunden"])).toBe(4);
  });

  it("takes one fewer where a word would be cut in two, and two where a third is too narrow", () => {
    expect(stagesInARowAtMost(["Apéro im Garten", "Nachtessen", "Hochzeitstorte", "Tanz"])).toBe(3);
    expect(stagesInARowAtMost(["Rijsttafel", "Vrijgezellenfeestafsluiting"])).toBe(2);
  });
});
