import type { GiftWay } from "../content/gifts.server";

/** The parts of a gift's card beside its name and action: its handle, and the details a bank transfer has. */
const shapeOf = (gift: GiftWay) => `${gift.onCard ? "handle" : ""}+${gift.details.length > 0 ? "details" : ""}`;

/**
 * The ways to give in groups of one shape, each group in the order of its
 * first way and each way in the couple's order within it. Cards side by side
 * share their rows (so their buttons line up), and a row takes its tallest
 * card's parts: a card without an IBAN's lines beside one with them would
 * hold an empty band above its button.
 */
export function byShape(gifts: readonly GiftWay[]): GiftWay[][] {
  const groups = new Map<string, GiftWay[]>();
  for (const gift of gifts) groups.set(shapeOf(gift), [...(groups.get(shapeOf(gift)) ?? []), gift]);
  return [...groups.values()];
}
