import { describe, expect, it } from "vitest";
import { wedding as sintra } from "../../tests/couples/sintra/wedding";
import { readContent } from "./content.server";
import { eventPlaces, hotelPlaces, hotelsApart } from "./events.server";

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
});
