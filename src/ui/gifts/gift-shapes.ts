import type { GiftWay } from "../../site";

const shapeOf = (gift: GiftWay) => `${gift.onCard ? "handle" : ""}+${gift.details.length > 0 ? "details" : ""}`;

/** Whether every way has the same parts: a handle beside a handle, a bank's lines beside a bank's. */
export const allAlike = (gifts: readonly GiftWay[]) => new Set(gifts.map(shapeOf)).size === 1;

/** A card's five rows on the grid's: the ways stand in the couple's order, a row's actions and QR codes at one height. */
export const GIFT_ROWS = "row-span-5 grid grid-rows-subgrid justify-items-center gap-y-0";

/**
 * Beside cards of other shapes, a card's last part above its action fills the rows it lacks, centred, so no
 * empty band stands under it: a label alone spans three rows, a handle with no details two.
 */
export function spansOf(gift: GiftWay, alike: boolean): { label: string; handle: string } {
  if (alike || gift.details.length > 0) return { label: "", handle: "" };
  return gift.onCard
    ? { label: "", handle: "row-span-2 self-center" }
    : { label: "row-span-3 self-center", handle: "" };
}
