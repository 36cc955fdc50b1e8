import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { wedding as sintra } from "../../tests/couples/sintra/wedding";
import { readContent, type Site } from "./site.server";
import { classicSchedule, gameSchedule } from "./schedule.server";
import { siteOfContent } from "../../tests/support/site-of-content";
import { DICTIONARIES } from "../words";
import { eventPlaces, forEveryone, hotelPlaces, hotelsApart, placesCaptioned, walkFromIndex } from "./events.server";
import { checkFields } from "../content/schema.server";

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
    expect(placesCaptioned(one, places)[0].caption).toEqual([places.venue, places.lodging]);
    expect(placesCaptioned({ ...one, hotels: [] }, places)[0].caption).toEqual([places.venue]);
    const several = placesCaptioned(staying, places).find((each) => each.lodging);
    expect(several?.caption.at(-1)).toBe(places.lodging);
  });
});

const SINTRA_PHOTOS = readdirSync("tests/couples/sintra/photos");

describe("an event for some guests only", () => {
  const dinner = { ...sintra.events[0], guests: ["family"] };
  const privately = { ...sintra, events: [dinner, ...sintra.events.slice(1)] };

  it("is left out of the site everyone reads, with the place only it has", () => {
    const site = siteOfContent(privately, "en");
    expect(site.events.map((event) => event.name)).toEqual(["Ceremony", "Reception"]);
    expect(JSON.stringify(site)).not.toMatch(/Welcome dinner|Jantar de boas-vindas/);
    expect(site.content.places).not.toHaveProperty("tasca");
    expect(site.events.map((event) => event.calendar.title).join(" ")).not.toMatch(/Welcome dinner/);
    expect(siteOfContent(sintra, "en").content.places).toHaveProperty("tasca");
  });

  it("stands beside everyone's on its group's site: in both schedules, with its Google Calendar link, and as \"Next\" (docs/privacy.md)", () => {
    const theirs = siteOfContent(privately, "en", { groups: ["family"] });
    const everyones = siteOfContent(privately, "en");
    const classic = classicSchedule(theirs);
    const game = gameSchedule(theirs);
    const scheduled = [
      ...("days" in classic ? classic.days.flatMap((day) => day.events) : []),
      ...("quests" in game ? game.quests : []),
    ].filter((event) => event.name === "Welcome dinner");
    expect(scheduled).toHaveLength(2);
    for (const event of scheduled) expect(event.google).toMatch(/[?&]text=Welcome\+dinner\+/);
    const next = (site: Site) => site.day?.moments.map((moment) => moment.title) ?? [];
    expect(next(theirs)[0]).toBe("Welcome dinner");
    expect(next(everyones)).not.toContain("Welcome dinner");
    expect(next(theirs).slice(1)).toEqual(next(everyones));
  });

  it("keeps a place that an event for everyone has too, and the parking near it", () => {
    const places = Object.fromEntries(Object.entries(sintra.places).filter(([key]) => key !== "tasca"));
    const shared = { ...privately, places, events: [{ ...dinner, place: "chapel" }, ...sintra.events.slice(1)] };
    const content = forEveryone(readContent(shared, "en"));
    expect(Object.keys(content.places)).toContain("chapel");
    const parked = {
      ...shared,
      places: { ...shared.places, lot: shared.places.chapel },
      parking: [{ place: "lot", near: "chapel" }],
    };
    expect(forEveryone(readContent(parked, "en")).parking).toEqual([{ place: "lot", near: "chapel" }]);
  });

  it("leaves out the parking only it uses, and that parking's place (docs/privacy.md)", () => {
    const parked = {
      ...privately,
      places: { ...privately.places, lot: { ...privately.places.tasca, name: "Parque da Tasca" } },
      parking: [{ place: "lot", near: "tasca" }],
    };
    const content = forEveryone(readContent(parked, "en"));
    expect(content.parking ?? []).toEqual([]);
    expect(content.places).not.toHaveProperty("lot");
    expect(JSON.stringify(siteOfContent(parked, "en"))).not.toContain("Parque da Tasca");
  });

  it("may not be the wedding's own: one event on its date is for everyone", () => {
    const result = checkFields(
      { ...sintra, events: sintra.events.map((event) => ({ ...event, guests: ["family"] })) },
      SINTRA_PHOTOS,
    );
    expect(result.ok ? [] : result.problems.join("\n")).toMatch(
      /events: each event on the wedding's date \(2027-06-12\) names its guests/,
    );
  });
});

describe("the place whose card says how to walk there", () => {
  const held = (parking: number, main = false) => ({ parking: Array<never>(parking), main });

  it("is where the car is left, else the wedding's; none where two places have their parking", () => {
    expect(walkFromIndex([held(0), held(1, true)])).toBe(1);
    expect(walkFromIndex([held(2), held(0, true)])).toBe(0);
    expect(walkFromIndex([held(0), held(0, true)])).toBe(1);
    // Which walk the couple mean, from which car park, only they know: the note stands with the drive's.
    expect(walkFromIndex([held(1), held(1, true)])).toBe(-1);
  });
});
