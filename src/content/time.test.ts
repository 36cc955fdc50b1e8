import { describe, expect, it } from "vitest";
import {
  formatLongDate,
  formatTime,
  minutesSinceStart,
  timeZoneAbbreviation,
  timeZoneName,
  weekdayOf,
} from "./time";

describe("formatTime", () => {
  it.each([
    ["00:05", "12:05 AM"],
    ["09:30", "9:30 AM"],
    ["12:00", "12:00 PM"],
    ["17:00", "5:00 PM"],
    ["17:30", "5:30 PM"],
    ["23:00", "11:00 PM"],
  ])("writes %s as %s", (time, expected) => {
    expect(formatTime(time)).toBe(expected);
  });
});

describe("formatLongDate", () => {
  it("writes the date as the invitation does", () => {
    expect(formatLongDate("2024-10-25")).toBe("Friday, October 25 2024");
  });
  it("does not pad the day", () => {
    expect(formatLongDate("2025-03-01")).toBe("Saturday, March 1 2025");
  });
});

describe("weekdayOf", () => {
  it.each([
    ["2024-10-25", "Friday"],
    ["2027-06-12", "Saturday"],
    ["2028-02-29", "Tuesday"],
  ])("knows %s is a %s", (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe("minutesSinceStart", () => {
  it("counts from the start of the event", () => {
    expect(minutesSinceStart("17:30", "17:00")).toBe(30);
    expect(minutesSinceStart("17:00", "17:00")).toBe(0);
  });
  it("reads a time before the start as the next morning", () => {
    expect(minutesSinceStart("00:30", "17:00")).toBe(7 * 60 + 30);
    expect(minutesSinceStart("16:59", "17:00")).toBe(24 * 60 - 1);
  });
});

describe("timeZoneName", () => {
  it("names the venue's zone as it is on the day, summer time included", () => {
    expect(timeZoneName("2024-10-25", "America/Los_Angeles")).toBe("Pacific Daylight Time");
    expect(timeZoneName("2024-12-25", "America/Los_Angeles")).toBe("Pacific Standard Time");
    expect(timeZoneName("2027-06-12", "Europe/Lisbon")).toBe("Western European Summer Time");
  });
});

describe("timeZoneAbbreviation", () => {
  it.each([
    ["America/Los_Angeles", "PT"],
    ["America/New_York", "ET"],
    ["Europe/Lisbon", "Lisbon time"],
    ["Asia/Kolkata", "Kolkata time"],
    ["America/Argentina/Buenos_Aires", "Buenos Aires time"],
  ])("follows a time in %s as %s, letters guests say or else the city", (zone, expected) => {
    expect(timeZoneAbbreviation("2027-06-12", zone)).toBe(expected);
  });
});
