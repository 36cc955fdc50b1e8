import { describe, expect, it } from "vitest";
import { letters, NAME_LETTERS, nameBrokenOnce, nameLetters, pairLetters } from "./name-letters";

describe("nameLetters", () => {
  it("counts the longer partner's whole name, spaces and hyphens included", () => {
    expect(nameLetters({ partnerOne: "Anne-Sophie", partnerTwo: "Bartholomäus" })).toBe(12);
    expect(nameLetters({ partnerOne: "Marisa", partnerTwo: "Sam O'Neill" })).toBe(11);
  });

  it("counts an emoji as two letters wide, whatever it is made of, and an accent typed apart as none", () => {
    expect(nameLetters({ partnerOne: "👩🏽‍❤️‍👨🏻 Святослав", partnerTwo: "Jo" })).toBe(12);
    expect(nameLetters({ partnerOne: "🇵🇱 Ola", partnerTwo: "Jo" })).toBe(6);
    expect(nameLetters({ partnerOne: "Zoe\u0301", partnerTwo: "Jo" })).toBe(3);
  });

  it("past sixteen letters, counts the longest word, where the name may break", () => {
    expect(nameLetters({ partnerOne: "Maria Fernanda de la Cruz", partnerTwo: "Jo" })).toBe(8);
  });

  it("has a class for every count a fitted size divides by", () => {
    for (let letters = 8; letters <= 16; letters++) expect(NAME_LETTERS[letters]).toBe(`[--name-letters:${letters}]`);
  });
});

describe("pairLetters", () => {
  it("counts both names' letters, rounded up to an even count from 8 to 28, for the width a line holding both needs", () => {
    expect(pairLetters({ partnerOne: "Alex", partnerTwo: "Jordan" })).toBe("[--pair-letters:10]");
    expect(pairLetters({ partnerOne: "Marisa", partnerTwo: "Sam O'Neill" })).toBe("[--pair-letters:18]");
    expect(pairLetters({ partnerOne: "Jo", partnerTwo: "Al" })).toBe("[--pair-letters:8]");
    expect(pairLetters({ partnerOne: "Anna-Małgorzata", partnerTwo: "Bartholomäus" })).toBe("[--pair-letters:28]");
    expect(pairLetters({ partnerOne: "Anna-Małgorzata", partnerTwo: "Bartholomäus-Jan" })).toBe("[--pair-letters:99]");
  });

  it("keeps names past sixteen letters off a shared line", () => {
    expect(pairLetters({ partnerOne: "Maria Fernanda de la Cruz", partnerTwo: "Jo" })).toBe("[--pair-letters:99]");
  });
});

describe("a name too long for one line", () => {
  it("breaks once, after the first name, never inside the surname", () => {
    expect(nameBrokenOnce("Anneleen Van den Broeck")).toBe("Anneleen Van\u00a0den\u00a0Broeck");
    expect(nameBrokenOnce("Maëlle Dubois-Lefèvre")).toBe("Maëlle Dubois-\u2060Lefèvre");
    expect(nameLetters({ partnerOne: nameBrokenOnce("Anneleen Van den Broeck"), partnerTwo: "Jo" })).toBe(14);
  });

  it("is left as written where it fits a line, or where its surname alone does not", () => {
    expect(nameBrokenOnce("Anne-Sophie")).toBe("Anne-Sophie");
    const long = "María José García López de la Vega";
    expect(nameBrokenOnce(long)).toBe(long);
  });
});

describe("letters", () => {
  it("counts a Greek letter as a letter and a quarter: Noto Serif sets Greek wider than Cormorant sets Latin", () => {
    expect(letters("Dimitris")).toBe(8);
    expect(letters("Δημήτρης")).toBe(10);
  });

  it("counts an ideograph, a kana or a hangul as two: each fills a square", () => {
    expect(letters("健二")).toBe(4);
    expect(letters("さくら")).toBe(6);
    expect(letters("서연")).toBe(4);
  });
});
