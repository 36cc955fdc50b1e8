import type { GiftWay } from "../../site";

/** Ways laid side by side on shared rows; `oneShape` when each has the same parts, handle beside handle. */
export type GiftGroup = { gifts: GiftWay[]; oneShape: boolean };

const shapeOf = (gift: GiftWay) => `${gift.onCard ? "handle" : ""}+${gift.details.length > 0 ? "details" : ""}`;

/**
 * Cards of one shape share their rows: one without an IBAN's lines beside one with them would hold an empty
 * band. Cards alone in their shape come last, side by side, each filling the rows it lacks (`spansOf`).
 */
export function byShape(gifts: readonly GiftWay[]): GiftGroup[] {
  const shapes = new Map<string, GiftWay[]>();
  for (const gift of gifts) shapes.set(shapeOf(gift), [...(shapes.get(shapeOf(gift)) ?? []), gift]);
  const groups = [...shapes.values()];
  const alone = groups.filter((group) => group.length === 1).flat();
  if (alone.length < 2) return groups.map((group) => ({ gifts: group, oneShape: true }));
  return [
    ...groups.filter((group) => group.length > 1).map((group) => ({ gifts: group, oneShape: true })),
    { gifts: alone, oneShape: false },
  ];
}

/** A card's five rows on its group's grid: a row's actions and QR codes stand at one height. */
export const GIFT_ROWS = "row-span-5 grid grid-rows-subgrid justify-items-center gap-y-0";

/**
 * Beside cards of other shapes, a card's last part above its action fills the rows it lacks, centred, so no
 * empty band stands under it: a label alone spans three rows, a handle with no details two.
 */
export function spansOf(gift: GiftWay, oneShape: boolean): { label: string; handle: string } {
  if (oneShape || gift.details.length > 0) return { label: "", handle: "" };
  return gift.onCard
    ? { label: "", handle: "row-span-2 self-center" }
    : { label: "row-span-3 self-center", handle: "" };
}
