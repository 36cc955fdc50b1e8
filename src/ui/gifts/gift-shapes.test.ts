import { describe, expect, it } from "vitest";
import type { Gift } from "../../content/gifts/schema.server";
import { giftWay } from "../../site/gifts.server";
import { DICTIONARIES } from "../../words";
import { byShape, spansOf } from "./gift-shapes";

const words = DICTIONARIES.pl.gifts;
const ways = (gifts: Gift[]) => gifts.map((gift) => giftWay(gift, words));

describe("byShape", () => {
  it("puts a bank transfer apart from the handles beside it, and the ways alone in their shape together", () => {
    const gifts = ways([
      { kind: "blik", phone: "+48 601 234 567" },
      { kind: "iban", iban: "PL61109010140000071219812874", name: "Kasia i Tomek" },
      { kind: "zelle", contact: "+1 555 0100" },
      { kind: "link", label: "Fundusz podróży poślubnej", url: "https://example.com/fundusz" },
      { kind: "revolut", handle: "kasiatomek" },
    ]);
    const [blik, iban, zelle, link, revolut] = gifts;
    expect(byShape(gifts)).toEqual([
      { gifts: [blik, zelle, revolut], oneShape: true },
      { gifts: [iban, link], oneShape: false },
    ]);
  });

  it("orders the groups by their first way, whichever shape comes first", () => {
    const gifts = ways([
      { kind: "link", label: "Lista prezentów", url: "https://example.com/lista" },
      { kind: "iban", iban: "PL61109010140000071219812874", name: "Kasia i Tomek" },
      { kind: "blik", phone: "+48 601 234 567" },
      { kind: "iban", iban: "DE89370400440532013000", name: "Kasia Nowak", bic: "COBADEFFXXX" },
      { kind: "link", label: "Fundusz podróży poślubnej", url: "https://example.com/fundusz" },
      { kind: "revolut", handle: "kasiatomek" },
    ]);
    const [list, polish, blik, german, fund, revolut] = gifts;
    expect(byShape(gifts)).toEqual([
      { gifts: [list, fund], oneShape: true },
      { gifts: [polish, german], oneShape: true },
      { gifts: [blik, revolut], oneShape: true },
    ]);
  });

  it("keeps ways of one shape together as they come", () => {
    const gifts = ways([
      { kind: "blik", phone: "+48 601 234 567" },
      { kind: "zelle", contact: "+1 555 0100" },
    ]);
    expect(byShape(gifts)).toEqual([{ gifts, oneShape: true }]);
  });

  it("lays a lone way of a shape alone, as its own shape, when no other is alone", () => {
    const gifts = ways([
      { kind: "blik", phone: "+48 601 234 567" },
      { kind: "iban", iban: "PL61109010140000071219812874", name: "Kasia i Tomek" },
      { kind: "zelle", contact: "+1 555 0100" },
    ]);
    const [blik, iban, zelle] = gifts;
    expect(byShape(gifts)).toEqual([
      { gifts: [blik, zelle], oneShape: true },
      { gifts: [iban], oneShape: true },
    ]);
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
