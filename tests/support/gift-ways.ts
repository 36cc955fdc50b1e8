import { expect } from "vitest";
import type { Gift } from "../../src/content/gifts/schema.server";
import { giftWay, type GiftWay } from "../../src/site/gifts.server";
import type { SiteWords } from "../../src/words/en";

/** A bank transfer, two handles and a link, in a language's words: three shapes, two of them alone in theirs. */
export function waysOfThreeShapes(words: SiteWords["gifts"], bank: { iban: string; name: string; bic?: string }) {
  const gifts: Gift[] = [
    { kind: "iban", ...bank },
    { kind: "blik", phone: "+48 601 234 567" },
    { kind: "zelle", contact: "+1 555 0100" },
    { kind: "link", label: "Honeymoon · Miodowy miesiąc", url: "https://example.com/honeymoon" },
  ];
  return gifts.map((gift) => giftWay(gift, words));
}

/** Cards of one shape share their group's rows; those alone in their shape share a row, their label filling the rows they lack. */
export function expectLaidByShape(ways: GiftWay[], cardOf: (service: string) => HTMLElement | null | undefined) {
  const [iban, blik, zelle, link] = ways.map((gift) => cardOf(gift.service));
  expect(blik?.parentElement).toBe(zelle?.parentElement);
  expect(iban?.parentElement).toBe(link?.parentElement);
  expect(iban?.parentElement).not.toBe(blik?.parentElement);
  for (const card of [iban, blik, zelle, link]) expect(card?.className).toMatch(/grid-rows-subgrid/);
  expect(link?.firstElementChild?.className).toMatch(/row-span-3/);
  expect(iban?.firstElementChild?.className).not.toMatch(/row-span/);
}
