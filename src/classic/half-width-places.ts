import type { EventPlace, Shown } from "../content";
import { paired } from "../ui/paired";

/**
 * Which places take half a row from md: those with no photo and no parking, two by two as
 * they come; one left over in a run of them takes the whole row, never a hole beside it.
 */
export function halfWidthPlaces(places: Shown<EventPlace>[]): boolean[] {
  return paired(places.map(({ place, parking }) => !place.photo && parking.length === 0));
}
