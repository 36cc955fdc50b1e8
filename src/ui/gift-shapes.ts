import type { GiftWay } from "../content/gifts.server";

const shapeOf = (gift: GiftWay) => `${gift.onCard ? "handle" : ""}+${gift.details.length > 0 ? "details" : ""}`;

/** Cards in a row share its rows: one without an IBAN's lines beside one with them would hold an empty band. */
export function byShape(gifts: readonly GiftWay[]): GiftWay[][] {
  const groups = new Map<string, GiftWay[]>();
  for (const gift of gifts) groups.set(shapeOf(gift), [...(groups.get(shapeOf(gift)) ?? []), gift]);
  return [...groups.values()];
}
