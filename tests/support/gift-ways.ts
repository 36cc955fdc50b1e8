import { expect } from "vitest";
import type { Gift } from "../../src/content/gifts/schema.server";
import { giftWays, type GiftWay } from "../../src/site/gifts.server";
import type { SiteWords } from "../../src/words/en";

/** A bank transfer, two handles and a link, in a language's words: three shapes, the bank first. */
export function waysOfThreeShapes(words: SiteWords["gifts"], bank: { iban: string; name: string; bic?: string }) {
  const gifts: Gift[] = [
    { kind: "iban", ...bank },
    { kind: "blik", phone: "+48 601 234 567" },
    { kind: "zelle", contact: "+1 555 0100" },
    { kind: "link", label: "Honeymoon · Miodowy miesiąc", url: "https://example.com/honeymoon" },
  ];
  return giftWays(gifts, words);
}

/** The cards stand on one grid in the couple's order, sharing its rows (tests/registry.spec.ts lines them up). */
export function expectInTheCouplesOrder(ways: GiftWay[], cardOf: (service: string) => HTMLElement | null | undefined) {
  const cards = ways.map((gift) => cardOf(gift.service));
  const grid = cards[0]?.parentElement;
  expect([...(grid?.children ?? [])]).toEqual(cards);
  for (const card of cards) expect(card?.className).toMatch(/grid-rows-subgrid/);
}
