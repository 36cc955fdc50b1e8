import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { wedding as secondCouple } from "../../tests/couples/sintra/wedding";
import { wedding as krakow } from "../../tests/couples/krakow/wedding";
import { calendarEvents, googleCalendarUrl, icsFile, type EventSource } from "./calendar.server";
import { eventInstants, siteEvents } from "./events.server";
import { wedding as sample } from "../../content/wedding";
import { withEveryEvent, makeSite, readContent } from "./site.server";
import { datesIn } from "./dates.server";
import { AS_WRITTEN } from "./typesetting.server";
import { siteLanguages } from "../content/local-text.server";
import { en } from "../words/en";

/** What the calendar says, in English, for a couple of `coupleNames` whose venue is in `timeZone`. */
const inEnglish = (content: EventSource, coupleNames: string) => ({
  language: "en",
  words: en,
  dates: datesIn("en-US", content.wedding.timeZone),
  coupleNames,
});

/** The venue's wall clock at an instant, read with Intl, independently of the code under test. */
function venueClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return { date: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

const dayAfter = (isoDate: string) => {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
};

/** A content file's content as the couple wrote it, as the site makes its calendars. */
const asWritten = (raw: unknown, language?: string) => readContent(raw, language, undefined, AS_WRITTEN);

const couples: [string, EventSource, string][] = [
  ["the sample couple", asWritten(sample), "Alex & Jordan"],
  ["the Sintra couple (a weekend near Lisbon, past midnight)", asWritten(secondCouple), "Marisa & Sam"],
];

describe.each(couples)("the calendar file for %s", (_, content, names) => {
  const events = calendarEvents(content, inEnglish(content, names));
  const calendar = new ICAL.Component(ICAL.parse(icsFile(events)));
  const vevents = calendar.getAllSubcomponents("vevent");
  const { wedding } = content;
  const shown = siteEvents(content);
  const value = (vevent: ICAL.Component, name: string) => vevent.getFirstPropertyValue(name);
  const instant = (vevent: ICAL.Component, name: string) => (value(vevent, name) as ICAL.Time).toJSDate();

  it("is an RFC 5545 calendar with one event for each of the content's, each with its own UID and a DTSTAMP", () => {
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(vevents).toHaveLength(content.events.length);
    const uids = vevents.map((vevent) => value(vevent, "uid"));
    expect(new Set(uids).size).toBe(uids.length);
    shown.forEach((event, index) => expect(uids[index]).toMatch(new RegExp(`^${event.date}-`)));
    for (const vevent of vevents) expect(value(vevent, "dtstamp")).toBeInstanceOf(ICAL.Time);
  });

  it("starts and ends each event at its place's times, in UTC; an end before the start is the next morning", () => {
    shown.forEach((event, index) => {
      const vevent = vevents[index];
      expect((value(vevent, "dtstart") as ICAL.Time).zone?.tzid).toBe("UTC");
      expect(venueClock(instant(vevent, "dtstart"), wedding.timeZone)).toEqual({
        date: event.date,
        time: event.startTime,
      });
      expect(venueClock(instant(vevent, "dtend"), wedding.timeZone)).toEqual({
        date: event.endTime < event.startTime ? dayAfter(event.date) : event.date,
        time: event.endTime,
      });
    });
  });

  it("names the couple, each event's place with its full address, its moments and the site", () => {
    shown.forEach((event, index) => {
      const vevent = vevents[index];
      expect(value(vevent, "summary")).toContain(names);
      if (shown.length > 1) expect(value(vevent, "summary")).toContain(event.name);
      const { place } = event;
      expect(value(vevent, "location")).toBe(`${place.name}, ${place.streetAddress}, ${place.cityZip}`);
      expect(value(vevent, "url")).toBe(content.site.publicUrl);
      for (const item of event.schedule) expect(value(vevent, "description")).toContain(item.title);
      if (event.dressCode) expect(value(vevent, "description")).toContain(event.dressCode);
      if (event.livestream) expect(value(vevent, "description")).toContain(event.livestream);
    });
  });

  it("gives each event its own Google Calendar link, with the same instants and the venue's zone", () => {
    const links = calendarEvents(content, inEnglish(content, names)).map((event) =>
      googleCalendarUrl(event, content.wedding.timeZone),
    );
    expect(new Set(links).size).toBe(shown.length);
    links.forEach((link, index) => {
      const url = new URL(link);
      const [start, end] = (url.searchParams.get("dates") ?? "").split("/");
      const compact = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, "");
      expect([start, end]).toEqual([
        compact(instant(vevents[index], "dtstart")),
        compact(instant(vevents[index], "dtend")),
      ]);
      expect(url.searchParams.get("ctz")).toBe(wedding.timeZone);
      expect(url.searchParams.get("text")).toBe(value(vevents[index], "summary"));
    });
  });
});

describe("a site's calendar", () => {
  it("says the couple's texts as they wrote them, a geresh, a maqaf and an apostrophe too, none of the pages' marks", () => {
    const drawn = /[\u00a0\u2060\u2066-\u2069]/u;
    for (const language of siteLanguages(krakow)) {
      const written = asWritten(krakow, language);
      const site = makeSite(withEveryEvent(krakow), language);
      site.events.forEach(({ calendar }, index) => {
        const event = written.events[index];
        const place = written.places[event.place];
        expect(calendar.title).toContain(written.couple.partnerOne);
        expect(calendar.title).toContain(event.name);
        expect(calendar.location).toBe(`${place.name}, ${place.streetAddress}, ${place.cityZip}`);
        for (const item of event.schedule ?? []) expect(calendar.description).toContain(`  ${item.title}\n`);
        expect(`${calendar.title}${calendar.location}`).not.toMatch(drawn);
      });
    }
  });
});

describe("each event's UID", () => {
  const uidsOf = (content: EventSource) =>
    calendarEvents(content, inEnglish(content, "Marisa & Sam")).map((event) => event.uid);

  it("is its own in a weekend of events named in any script, and the same in every language", () => {
    const names = ["السهرة", "הקבלה", "披露宴", "Cérémonie", "Церемония"];
    const renamed = (content: EventSource) => ({
      ...content,
      events: content.events.map((event, index) => ({ ...event, date: undefined, name: names[index % names.length] })),
    });
    const uids = uidsOf(renamed(asWritten(secondCouple, "pt")));
    expect(new Set(uids).size).toBe(uids.length);
    expect(uidsOf(asWritten(secondCouple, "en"))).toEqual(uidsOf(asWritten(secondCouple, "pt")));
  });

  it("is the same on a household's pages, which have an event more, as on everyone's", () => {
    const content = asWritten(secondCouple);
    const [first, ...rest] = content.events;
    const forFamily = { ...first, name: "Family lunch", startTime: "12:00", guests: ["family"] };
    const everyones = uidsOf({ ...content, events: rest });
    expect(uidsOf({ ...content, events: [forFamily, ...rest] }).slice(1)).toEqual(everyones);
    expect(uidsOf({ ...content, events: rest.slice(0, 1) })).toEqual(everyones.slice(0, 1));
  });
});

describe("the instants, worked out by hand", () => {
  const event = { date: "2024-10-25", startTime: "17:00", endTime: "23:00" };
  const iso = ({ start, end }: { start: Date; end: Date }) => [start.toISOString(), end.toISOString()];

  it("5:00 PM to 11:00 PM in Long Beach on Friday, October 25 2024 (PDT, UTC-7)", () => {
    expect(iso(eventInstants(event, "America/Los_Angeles"))).toEqual([
      "2024-10-26T00:00:00.000Z",
      "2024-10-26T06:00:00.000Z",
    ]);
  });

  it("the Sintra weekend: dinner on Friday, the party on Saturday until 1:30 AM (WEST, UTC+1)", () => {
    const sintra = asWritten(secondCouple);
    const [dinner, , party] = calendarEvents(sintra, inEnglish(sintra, "Marisa & Sam"));
    expect(iso(dinner)).toEqual(["2027-06-11T19:00:00.000Z", "2027-06-11T22:30:00.000Z"]);
    expect(iso(party)).toEqual(["2027-06-12T18:00:00.000Z", "2027-06-13T00:30:00.000Z"]);
  });

  it("a party over the night the clocks go back ends on the venue's clock", () => {
    // Lisbon, 31 October 2027: at 02:00 WEST the clocks go back to 01:00 WET.
    const night = { date: "2027-10-30", startTime: "20:00", endTime: "03:00" };
    expect(iso(eventInstants(night, "Europe/Lisbon"))).toEqual([
      "2027-10-30T19:00:00.000Z",
      "2027-10-31T03:00:00.000Z",
    ]);
  });
});
