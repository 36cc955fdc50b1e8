import { describe, expect, it } from "vitest";
import { datesIn, zoneLetters } from "./dates.server";

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
    const { time } = datesIn(locale, "Europe/Paris");
    expect([time("16:30"), time("17:00"), time("02:30"), time("00:05")]).toEqual(
      ["16 h 30", "17 h", "2 h 30", "0 h 05"].map((written) => written.replaceAll(" ", "\u00a0")),
    );
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
    expect(zone(SUMMER).abbreviation).toBe(shortOn(locale, SUMMER, timeZone));
    expect(zone(WINTER).abbreviation).toBe(shortOn(locale, WINTER, timeZone));
    expect(zone(SUMMER).abbreviation).not.toBe(zone(WINTER).abbreviation);
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
      if (mine !== theirs) expect(zone(day).abbreviation, `${locale} on ${day}`).not.toBe(theirs);
    }
  });

  it("is the couple's own name wherever they give one: after each time and in the schedule's sentence", () => {
    for (const [locale, timeZone] of REGIONS) {
      const { zone } = datesIn(locale, timeZone, "hora de Guadalajara");
      expect(zone(SUMMER)).toEqual({ name: "hora de Guadalajara", abbreviation: "hora de Guadalajara" });
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
