import { describe, expect, it } from "vitest";
import { dayOfTime, daysBetween, endsPastNextMorning, isCalendarDate, minutesSinceStart, nextDay } from "./days-and-times.server";

describe("the content's days", () => {
  it("knows the calendar's days, leap years included", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2027-04-31")).toBe(false);
  });

  it("counts across a month's and a year's end", () => {
    expect(nextDay("2027-12-31")).toBe("2028-01-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(daysBetween("2027-12-30", "2028-01-02")).toBe(3);
    expect(daysBetween("2027-06-12", "2027-06-05")).toBe(-7);
  });
});

describe("an event's clock times", () => {
  it("counts minutes from the start, a time before it the next morning", () => {
    expect(minutesSinceStart("17:30", "17:00")).toBe(30);
    expect(minutesSinceStart("17:00", "17:00")).toBe(0);
    expect(minutesSinceStart("00:30", "17:00")).toBe(7 * 60 + 30);
    expect(minutesSinceStart("16:59", "17:00")).toBe(24 * 60 - 1);
  });

  it("puts a time before the start on the next day", () => {
    expect(dayOfTime("2027-06-12", "01:30", "20:00")).toBe("2027-06-13");
    expect(dayOfTime("2027-06-12", "22:00", "20:00")).toBe("2027-06-12");
  });

  it("reads an end before the start as the next morning, until six", () => {
    expect(endsPastNextMorning("20:00", "02:00")).toBe(false);
    expect(endsPastNextMorning("20:00", "06:00")).toBe(false);
    expect(endsPastNextMorning("20:00", "07:00")).toBe(true);
    expect(endsPastNextMorning("10:00", "17:00")).toBe(false);
  });
});
