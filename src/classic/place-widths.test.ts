import { describe, expect, it } from "vitest";
import { placeWidths } from "./place-widths";

/** A place as the travel section gets it: "p" has a photo, "k" parking, "-" neither. */
const places = (kinds: string) =>
  [...kinds].map((kind, index) => ({
    place: { name: `${index}`, photo: kind === "p" ? {} : undefined },
    parking: kind === "k" ? [{}] : [],
  })) as unknown as Parameters<typeof placeWidths>[0];

describe("placeWidths", () => {
  it("pairs places with neither photo nor parking, as they come", () => {
    expect(placeWidths(places("--p"))).toEqual(["half", "half", "whole"]);
    expect(placeWidths(places("p----k"))).toEqual(["whole", "half", "half", "half", "half", "whole"]);
  });

  it("lays a place left over in a run as a lone card, and a place with a photo or parking across the row", () => {
    expect(placeWidths(places("---p-"))).toEqual(["half", "half", "lone", "whole", "lone"]);
    expect(placeWidths(places("-"))).toEqual(["lone"]);
    expect(placeWidths(places("pk"))).toEqual(["whole", "whole"]);
  });
});
