import { describe, expect, it } from "vitest";
import { wedding as sintra } from "../../tests/couples/sintra/wedding";
import { readContent } from "./content.server";
import { DICTIONARIES } from "../words";
import { eventPlaces, hotelPlaces, hotelsApart, placesCaptioned } from "./events.server";

describe("a place of the events that is a hotel too", () => {
  const content = readContent(sintra, "en");
  const venue = content.events[0].place;
  const staying = { ...content, hotels: [...(content.hotels ?? []).slice(0, 2), venue] };

  it("is the events' place, marked as lodging, and not a hotel apart", () => {
    const held = eventPlaces(staying).find((each) => each.place === content.places[venue]);
    expect(held?.lodging).toBe(true);
    expect(eventPlaces(content).every((each) => !each.lodging)).toBe(true);
    expect(hotelPlaces(staying)).toContain(content.places[venue]);
    expect(hotelsApart(staying)).not.toContain(content.places[venue]);
    expect(hotelsApart(staying)).toHaveLength(staying.hotels.length - 1);
  });

  it.each(Object.keys(DICTIONARIES))("in %s, is captioned with its events, then lodging", (code) => {
    const { places } = DICTIONARIES[code];
    const one = { ...staying, events: [staying.events[0]] };
    expect(placesCaptioned(one, places)[0].caption).toBe(`${places.venue} · ${places.lodging}`);
    expect(placesCaptioned({ ...one, hotels: [] }, places)[0].caption).toBe(places.venue);
    const several = placesCaptioned(staying, places).find((each) => each.lodging);
    expect(several?.caption).toMatch(new RegExp(` · ${places.lodging}$`));
  });
});
