import { describe, expect, it } from "vitest";
import { DICTIONARIES } from "../words";
import { placeCaption } from "./place-caption";

describe("placeCaption", () => {
  it.each(Object.keys(DICTIONARIES))("in %s, names a place of the events, and where guests may stay there", (code) => {
    const { places } = DICTIONARIES[code];
    expect(placeCaption({}, places)).toBe(places.venue);
    expect(placeCaption({ caption: "Ceremony · Reception" }, places)).toBe("Ceremony · Reception");
    expect(placeCaption({ lodging: true }, places)).toBe(`${places.venue} · ${places.lodging}`);
  });
});
