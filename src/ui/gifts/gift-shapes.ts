/**
 * A card's five rows on the grid's (its name, handle, details, action and QR code): the ways stand in the
 * couple's order, and each part of a row's cards at one height, a part a card lacks left empty.
 */
export const GIFT_ROWS = "row-span-5 grid grid-rows-subgrid justify-items-center gap-y-0";
