import type { EventPlace, Shown } from "../content";

/**
 * Which places take half a row from md: those with no photo and no parking, two by two as
 * they come; one left over in a run of them takes the whole row, never a hole beside it.
 */
export function halfWidthPlaces(places: Shown<EventPlace>[]): boolean[] {
  const bare = places.map(({ place, parking }) => !place.photo && parking.length === 0);
  let run = 0;
  return bare.map((isBare, index) => {
    run = isBare ? run + 1 : 0;
    // The first of a pair needs a bare place after it; the second has one before it.
    return isBare && (run % 2 === 0 || bare[index + 1] === true);
  });
}
