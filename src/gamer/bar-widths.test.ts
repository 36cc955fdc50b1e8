import { describe, expect, it } from "vitest";
import { hotbarRows, stagesInARowAtMost } from "./bar-widths";

describe("hotbarRows", () => {
  it("keeps a phone's pages in one bar where their captions fit a row, each with room either side", () => {
    expect(hotbarRows(["Home", "Story", "Plan", "Hotel", "Gifts", "FAQ"])).toBe(1);
  });

  it("sets them in two rows of a bar, half the pages each, where each caption fits its part of half a row", () => {
    // In one row, "Historia" and "Prezenty" would touch their slots' frames, and "Schedule" its own.
    expect(hotbarRows(["Start", "Historia", "Plan", "Dojazd", "Prezenty", "Pytania"])).toBe(2);
    expect(hotbarRows(["Home", "Story", "Schedule", "Travel", "Gifts", "FAQ"])).toBe(2);
    expect(hotbarRows(["Start", "Über uns", "Ablauf", "Anreise", "Geschenke", "Fragen"])).toBe(2);
    expect(hotbarRows(["Accueil", "Histoire", "Programme", "Accès", "Cadeaux", "FAQ"])).toBe(2);
  });

  it("frames each page apart where a caption is too long for a third, or the pages do not halve", () => {
    expect(hotbarRows(["Start", "Geschichte", "Ablauf", "Anreise", "Hochzeitsgeschenke", "Fragen"])).toBe(0);
    expect(hotbarRows(["Accueil", "Histoire", "Programme", "Accès", "Liste de cadeaux"])).toBe(0);
  });
});

describe("stagesInARowAtMost", () => {
  it("keeps four to a row while every title's longest word fits a quarter", () => {
    expect(stagesInARowAtMost(["Ceremony", "Cocktail hour", "Dinner", "Dancing"])).toBe(4);
    expect(stagesInARowAtMost(["Tanz bis in die Morgenstunden"])).toBe(4);
  });

  it("takes one fewer where a word would be cut in two, and two where a third is too narrow", () => {
    expect(stagesInARowAtMost(["Apéro im Garten", "Nachtessen", "Hochzeitstorte", "Tanz"])).toBe(3);
    expect(stagesInARowAtMost(["Rijsttafel", "Vrijgezellenfeestafsluiting"])).toBe(2);
  });

  it('counts each Hebrew letter as wide as the game draws it, from a narrow "ו" to a wide "ם"', () => {
    expect(stagesInARowAtMost(["ם".repeat(11)])).toBe(3);
    expect(stagesInARowAtMost(["ו".repeat(14)])).toBe(4);
  });
});
