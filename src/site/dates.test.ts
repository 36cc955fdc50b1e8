import { describe, expect, it } from "vitest";
import { datesIn, zoneInFull, zoneLetters } from "./dates.server";
import { typesettingIn } from "./typesetting.server";

/** The dates as the pages set them in `locale`. */
const onPages = (locale: string, timeZone: string) => typesettingIn([locale], locale).dates(datesIn(locale, timeZone));

/** Regions and their venues' zones, each language of the site's dictionaries in a place that speaks it. */
const REGIONS: [locale: string, timeZone: string][] = [
  ["ar", "Asia/Beirut"],
  ["ar-LB", "Asia/Beirut"],
  ["ar-EG", "Africa/Cairo"],
  ["en-GB", "Europe/London"],
  ["en-AU", "Australia/Sydney"],
  ["en-IN", "Asia/Kolkata"],
  ["es-MX", "America/Mexico_City"],
  ["pt-BR", "America/Sao_Paulo"],
  ["pt-PT", "Europe/Lisbon"],
  ["fr-CA", "America/Toronto"],
  ["de-CH", "Europe/Zurich"],
  ["pl-PL", "Europe/Warsaw"],
  ["he-IL", "Asia/Jerusalem"],
  ["nl-NL", "Europe/Amsterdam"],
];

/** Every hour of a day, on the hour and at a quarter past. */
const CLOCK_TIMES = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0")).flatMap((hour) => [
  `${hour}:00`,
  `${hour}:15`,
]);

/** Whether `locale` writes a 12-hour clock, as Intl says. */
const twelveHours = (locale: string) =>
  ["h11", "h12"].includes(new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hourCycle ?? "");

/** An hour written with a leading zero, in Western or Arabic digits: "06", "٠٦". */
const PADDED = /^[0٠۰]\p{Nd}$/u;
const hourOf = (time: string) => time.match(/\p{Nd}+/u)?.[0] ?? "";

describe("American English, as the specification writes it", () => {
  const dates = datesIn("en-US", "America/Los_Angeles");

  it.each([
    ["00:05", "12:05 AM"],
    ["09:30", "9:30 AM"],
    ["12:00", "12:00 PM"],
    ["17:00", "5:00 PM"],
    ["23:00", "11:00 PM"],
  ])("writes %s as %s, and a page keeps its hour with AM or PM", (clockTime, written) => {
    expect(dates.time(clockTime)).toBe(written);
    expect(onPages("en-US", "America/Los_Angeles").time(clockTime)).toBe(written.replace(" ", "\u00a0"));
  });

  it("writes a day as the invitation does, its day unpadded and its weekday its own", () => {
    expect(dates.longDate("2024-10-25")).toBe("Friday, October 25 2024");
    expect(dates.longDate("2025-03-01")).toBe("Saturday, March 1 2025");
    expect(dates.longDate("2028-02-29")).toBe("Tuesday, February 29 2028");
    expect(dates.date("2027-06-12")).toBe("June 12 2027");
  });

  it("writes one day as the invitation does, and a weekend as briefly as it reads", () => {
    expect(dates.dateSpan("2024-10-25", "2024-10-25")).toBe("Friday, October 25 2024");
    expect(dates.dateSpan("2027-06-11", "2027-06-13")).toBe("June 11 – 13 2027");
    expect(dates.dateSpan("2027-05-31", "2027-06-01")).toBe("May 31 – June 1 2027");
    expect(dates.dateSpan("2027-12-31", "2028-01-01")).toBe("December 31 2027 – January 1 2028");
  });

  it("names the venue's zone as it is on the day, summer time included", () => {
    expect(dates.zone("2024-10-25").name).toBe("Pacific Daylight Time");
    expect(dates.zone("2024-12-25").name).toBe("Pacific Standard Time");
    expect(datesIn("en-US", "Europe/Lisbon").zone("2027-06-12").name).toBe("Western European Summer Time");
  });

  it.each([
    ["America/Los_Angeles", "PT"],
    ["America/New_York", "ET"],
    ["Europe/Lisbon", "Lisbon time"],
    ["Asia/Kolkata", "Kolkata time"],
    ["America/Argentina/Buenos_Aires", "Buenos Aires time"],
  ])("follows a time in %s with %s, letters guests say or else the city", (timeZone, afterTime) => {
    expect(datesIn("en-US", timeZone).zone("2027-06-12").afterTime).toBe(afterTime);
  });
});

describe("a time on a 12-hour clock", () => {
  it.each(REGIONS.filter(([locale]) => twelveHours(locale)))("has no leading zero in %s", (locale, timeZone) => {
    const { time } = datesIn(locale, timeZone);
    for (const clockTime of CLOCK_TIMES) {
      expect(hourOf(time(clockTime)), `${clockTime} in ${locale}: ${time(clockTime)}`).not.toMatch(PADDED);
    }
  });

  it("keeps a 24-hour clock's two digits, but in French", () => {
    for (const [locale, timeZone] of REGIONS.filter(([each]) => !twelveHours(each) && !each.startsWith("fr"))) {
      const morning = datesIn(locale, timeZone).time("06:00");
      expect(hourOf(morning), `${locale}: ${morning}`).toMatch(PADDED);
    }
  });
});

describe("a time in French", () => {
  it.each(["fr", "fr-BE", "fr-CA", "fr-CH"])("is written in %s as French typography writes an hour", (locale) => {
    const times = (time: (clockTime: string) => string) => [time("16:30"), time("17:00"), time("02:30"), time("00:05")];
    const written = ["16 h 30", "17 h", "2 h 30", "0 h 05"];
    expect(times(datesIn(locale, "Europe/Paris").time)).toEqual(written);
    // On one line on a page.
    expect(times(onPages(locale, "Europe/Paris").time)).toEqual(written.map((time) => time.replaceAll(" ", "\u00a0")));
  });
});

describe("the zone after a time", () => {
  const SUMMER = "2027-07-10";
  const WINTER = "2027-01-09";
  /** The zone's own short name on a day, as Intl gives it, independently of the code under test. */
  const shortOn = (locale: string, isoDate: string, timeZone: string) =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
      .formatToParts(new Date(`${isoDate}T12:00:00Z`))
      .find((part) => part.type === "timeZoneName")?.value;

  it.each([
    ["pl-PL", "Europe/Warsaw"],
    ["de-CH", "Europe/Zurich"],
    ["pt-PT", "Europe/Lisbon"],
    ["en-GB", "Europe/Paris"],
  ])("in %s at %s is summer's in summer and winter's in winter", (locale, timeZone) => {
    const { zone } = datesIn(locale, timeZone);
    expect(zone(SUMMER).afterTime).toBe(shortOn(locale, SUMMER, timeZone));
    expect(zone(WINTER).afterTime).toBe(shortOn(locale, WINTER, timeZone));
    expect(zone(SUMMER).afterTime).not.toBe(zone(WINTER).afterTime);
  });

  it("stays a zone's generic letters where it has some that name no season", () => {
    for (const [locale, timeZone] of [
      ["en-US", "America/Los_Angeles"],
      ["fr-CA", "America/Toronto"],
    ]) {
      const letters = zoneLetters(locale, SUMMER, timeZone);
      expect(letters, `${locale} at ${timeZone}`).toBe(zoneLetters(locale, WINTER, timeZone));
      expect([shortOn(locale, SUMMER, timeZone), shortOn(locale, WINTER, timeZone)]).not.toContain(letters);
    }
  });

  it.each(REGIONS)("in %s at %s never names a season the date is not in", (locale, timeZone) => {
    const { zone } = datesIn(locale, timeZone);
    for (const [day, other] of [
      [SUMMER, WINTER],
      [WINTER, SUMMER],
    ]) {
      const mine = shortOn(locale, day, timeZone);
      const theirs = shortOn(locale, other, timeZone);
      if (mine !== theirs) expect(zone(day).afterTime, `${locale} on ${day}`).not.toBe(theirs);
    }
  });

  it("is the couple's own name wherever they give one: after each time and in the schedule's sentence", () => {
    for (const [locale, timeZone] of REGIONS) {
      const { zone } = datesIn(locale, timeZone, "hora de Guadalajara");
      expect(zone(SUMMER)).toEqual({ name: "hora de Guadalajara", afterTime: "hora de Guadalajara", inLetters: false });
    }
  });
});

describe("a span of days", () => {
  it.each([...REGIONS, ["it", "Europe/Rome"], ["it-CH", "Europe/Zurich"]] as [string, string][])(
    "%s writes each day as it writes a day alone, never with a leading zero",
    (locale, timeZone) => {
      const dates = datesIn(locale, timeZone);
      const span = dates.dateSpan("2027-09-04", "2027-09-05");
      expect(span).not.toMatch(/(?<!\d)0\d/);
      expect(span).toContain(dates.date("2027-09-05").match(/\p{Nd}+/u)?.[0]);
    },
  );
});

describe("a day alone as a caption writes it", () => {
  it('keeps a weekday of two words whole, its hyphen joined to the next word: no line ends in "sexta-"', () => {
    const span = datesIn("pt-BR", "America/Sao_Paulo").dateSpan("2030-09-06", "2030-09-06");
    expect(span).toContain("sexta-\u2060feira");
    expect(span.replaceAll("\u2060", "")).toBe(datesIn("pt-BR", "America/Sao_Paulo").longDate("2030-09-06"));
  });
});

describe("the zone's name", () => {
  it("starts in lower case within a sentence in every language that writes it so, as a native reader expects", () => {
    for (const locale of ["it-IT", "pt-PT", "pt-BR", "es-ES", "fr-FR", "pl-PL"]) {
      const { name } = datesIn(locale, "Europe/Rome").zone("2027-06-19");
      expect(name.charAt(0), `${locale}: ${name}`).toBe(name.charAt(0).toLocaleLowerCase(locale));
    }
    expect(datesIn("de-AT", "Europe/Vienna").zone("2027-06-19").name).toMatch(/^\p{Lu}/u);
  });
});

describe("the zone named in full", () => {
  it("brackets the letters that follow a time", () => {
    expect(zoneInFull(datesIn("en-US", "America/Los_Angeles").zone("2031-07-12"))).toBe("Pacific Daylight Time (PT)");
  });

  it.each([
    ["es-ES", "Asia/Jerusalem", "hora de Israel"],
    ["pt-PT", "Europe/Lisbon", "hora de Lisboa"],
  ])("is the couple's name for it alone where they give one (%s)", (locale, timeZone, zoneName) => {
    expect(zoneInFull(datesIn(locale, timeZone, zoneName).zone("2031-07-12"))).toBe(zoneName);
  });

  it.each([
    ["fr-FR", "Europe/Lisbon"],
    ["it-IT", "Asia/Jerusalem"],
  ])("is its name alone where %s follows a time with words", (locale, timeZone) => {
    const zone = datesIn(locale, timeZone).zone("2031-07-12");
    expect(zone.inLetters).toBe(false);
    expect(zoneInFull(zone)).toBe(zone.name);
  });
});
