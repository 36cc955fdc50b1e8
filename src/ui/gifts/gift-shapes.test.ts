import { describe, expect, it } from "vitest";
import type { Gift } from "../../content/gifts/schema.server";
import { giftWay } from "../../site/gifts.server";
import { DICTIONARIES } from "../../words";
import { allAlike, spansOf } from "./gift-shapes";

const words = DICTIONARIES.pl.gifts;
const ways = (gifts: Gift[]) => gifts.map((gift) => giftWay(gift, words));

describe("allAlike", () => {
  it("is true of ways with the same parts, and false beside a bank transfer or a link", () => {
    const [blik, zelle, iban, link] = ways([
      { kind: "blik", phone: "+48 601 234 567" },
      { kind: "zelle", contact: "+1 555 0100" },
      { kind: "iban", iban: "PL61109010140000071219812874", name: "Kasia i Tomek" },
      { kind: "link", label: "Fundusz podróży poślubnej", url: "https://example.com/fundusz" },
    ]);
    expect(allAlike([blik, zelle])).toBe(true);
    expect(allAlike([iban])).toBe(true);
    expect(allAlike([blik, iban])).toBe(false);
    expect(allAlike([zelle, link])).toBe(false);
  });
});

describe("spansOf", () => {
  const [iban, blik, link] = ways([
    { kind: "iban", iban: "PL61109010140000071219812874", name: "Kasia i Tomek" },
    { kind: "blik", phone: "+48 601 234 567" },
    { kind: "link", label: "Lista prezentów", url: "https://example.com/lista" },
  ]);

  it("fills the rows a card lacks beside other shapes with its last part above the action", () => {
    expect(spansOf(link, false).label).toMatch(/row-span-3/);
    expect(spansOf(blik, false)).toEqual({ label: "", handle: expect.stringMatching(/row-span-2/) });
    expect(spansOf(iban, false)).toEqual({ label: "", handle: "" });
  });

  it("spans nothing among cards of one shape", () => {
    for (const way of [iban, blik, link]) expect(spansOf(way, true)).toEqual({ label: "", handle: "" });
  });
});
