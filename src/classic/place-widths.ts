import type { EventPlace, Shown } from "../content";
import { paired } from "../ui/paired";

/**
 * How wide each place's card is from md: those with no photo and no parking take half a row,
 * two by two as they come; one left over in a run of them is a lone card, centred at half a
 * row's width as the page's other lone cards are; a place with a photo or parking takes the row.
 */
export type PlaceWidth = "half" | "lone" | "whole";

export function placeWidths(places: Shown<EventPlace>[]): PlaceWidth[] {
  const small = places.map(({ place, parking }) => !place.photo && parking.length === 0);
  return paired(small).map((half, index) => (half ? "half" : small[index] ? "lone" : "whole"));
}
