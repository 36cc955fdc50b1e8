import { describe, expect, it } from "vitest";
import { halfWidthPlaces } from "./half-width-places";

/** A place as the travel section gets it: "p" has a photo, "k" parking, "-" neither. */
const places = (kinds: string) =>
  [...kinds].map((kind, index) => ({
    place: { name: `${index}`, photo: kind === "p" ? {} : undefined },
    parking: kind === "k" ? [{}] : [],
  })) as unknown as Parameters<typeof halfWidthPlaces>[0];

describe("halfWidthPlaces", () => {
  it("pairs places with neither photo nor parking, as they come", () => {
    expect(halfWidthPlaces(places("--p"))).toEqual([true, true, false]);
    expect(halfWidthPlaces(places("p----k"))).toEqual([false, true, true, true, true, false]);
  });

  it("gives a place left over in a run the whole row, and a place with a photo or parking always", () => {
    expect(halfWidthPlaces(places("---p-"))).toEqual([true, true, false, false, false]);
    expect(halfWidthPlaces(places("pk"))).toEqual([false, false]);
  });
});
