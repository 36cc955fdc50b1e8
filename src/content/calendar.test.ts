import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { wedding as secondCouple } from "../../tests/couples/sintra/wedding";
import { googleCalendarUrl, icsFile, weddingEvent, type EventSource } from "./calendar.server";
import { wedding as sample } from "./wedding";

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

const couples: [string, EventSource, string][] = [
  ["the sample couple", sample as EventSource, "Alex & Jordan"],
  ["the Sintra couple (Lisbon, past midnight)", secondCouple as EventSource, "Marisa & Sam"],
];

describe.each(couples)("the calendar file for %s", (_, content, names) => {
  const event = weddingEvent(content, names);
  const calendar = new ICAL.Component(ICAL.parse(icsFile(event)));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("no VEVENT in the calendar file");
  const value = (name: string) => vevent.getFirstPropertyValue(name);
  const instant = (name: string) => (value(name) as ICAL.Time).toJSDate();
  const { date, startTime, endTime, timeZone } = content.wedding;

  it("is an RFC 5545 calendar with one event that has a UID and a DTSTAMP", () => {
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(value("uid")).toMatch(new RegExp(`^${date}-wedding@`));
    expect(value("dtstamp")).toBeInstanceOf(ICAL.Time);
  });

  it("starts and ends at the venue's times, in UTC; an end before the start is the next morning", () => {
    expect((value("dtstart") as ICAL.Time).zone?.tzid).toBe("UTC");
    expect(venueClock(instant("dtstart"), timeZone)).toEqual({ date, time: startTime });
    expect(venueClock(instant("dtend"), timeZone)).toEqual({
      date: endTime < startTime ? dayAfter(date) : date,
      time: endTime,
    });
  });

  it("names the couple, the venue's full address and the site", () => {
    expect(value("summary")).toContain(names);
    expect(value("location")).toBe(`${content.venue.name}, ${content.venue.streetAddress}, ${content.venue.cityZip}`);
    expect(value("url")).toBe(content.site.publicUrl);
    for (const item of content.schedule) expect(value("description")).toContain(item.title);
  });

  it("gives Google Calendar the same instants and the venue's zone", () => {
    const url = new URL(googleCalendarUrl(event, timeZone));
    const [start, end] = (url.searchParams.get("dates") ?? "").split("/");
    const compact = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, "");
    expect([start, end]).toEqual([compact(instant("dtstart")), compact(instant("dtend"))]);
    expect(url.searchParams.get("ctz")).toBe(timeZone);
    expect(url.searchParams.get("text")).toBe(value("summary"));
  });
});

describe("the instants, worked out by hand", () => {
  it("5:00 PM to 11:00 PM in Long Beach on Friday, October 25 2024 (PDT, UTC-7)", () => {
    const longBeach = { date: "2024-10-25", startTime: "17:00", endTime: "23:00", timeZone: "America/Los_Angeles" };
    const { start, end } = weddingEvent({ ...(sample as EventSource), wedding: longBeach }, "Alex & Jordan");
    expect([start.toISOString(), end.toISOString()]).toEqual(["2024-10-26T00:00:00.000Z", "2024-10-26T06:00:00.000Z"]);
  });

  it("7:00 PM to 1:30 AM in Sintra on Saturday, June 12 2027 (WEST, UTC+1), the second fixture", () => {
    const { start, end } = weddingEvent(secondCouple as EventSource, "Marisa & Sam");
    expect([start.toISOString(), end.toISOString()]).toEqual(["2027-06-12T18:00:00.000Z", "2027-06-13T00:30:00.000Z"]);
  });

  it("a party over the night the clocks go back ends on the venue's clock", () => {
    // Lisbon, 31 October 2027: at 02:00 WEST the clocks go back to 01:00 WET.
    const night = { date: "2027-10-30", startTime: "20:00", endTime: "03:00", timeZone: "Europe/Lisbon" };
    const { start, end } = weddingEvent({ ...(secondCouple as EventSource), wedding: night }, "Marisa & Sam");
    expect([start.toISOString(), end.toISOString()]).toEqual(["2027-10-30T19:00:00.000Z", "2027-10-31T03:00:00.000Z"]);
  });
});
