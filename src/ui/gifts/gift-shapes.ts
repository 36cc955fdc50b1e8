import type { GiftWay } from "../../content/gifts.server";

/** Ways laid side by side; `aligned` when they share the grid's rows, handle beside handle and button beside button. */
export type GiftGroup = { gifts: GiftWay[]; aligned: boolean };

const shapeOf = (gift: GiftWay) => `${gift.onCard ? "handle" : ""}+${gift.details.length > 0 ? "details" : ""}`;

/**
 * Cards of one shape share their rows: one without an IBAN's lines beside one with them would hold an empty
 * band. Cards alone in their shape come last, side by side, each centred in its own height.
 */
export function byShape(gifts: readonly GiftWay[]): GiftGroup[] {
  const shapes = new Map<string, GiftWay[]>();
  for (const gift of gifts) shapes.set(shapeOf(gift), [...(shapes.get(shapeOf(gift)) ?? []), gift]);
  const groups = [...shapes.values()];
  const alone = groups.filter((group) => group.length === 1).flat();
  if (alone.length < 2) return groups.map((group) => ({ gifts: group, aligned: true }));
  return [
    ...groups.filter((group) => group.length > 1).map((group) => ({ gifts: group, aligned: true })),
    { gifts: alone, aligned: false },
  ];
}

/** A card's five rows on its group's grid, so that a row's cards align their parts, or its own column, centred. */
export const giftLayout = (aligned: boolean) =>
  aligned
    ? "row-span-5 grid grid-rows-subgrid justify-items-center gap-y-0"
    : "flex flex-col items-center justify-center";
