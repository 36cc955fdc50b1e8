import { describe, expect, it } from "vitest";
import { datesIn } from "../site/dates.server";
import { zoneInFull } from "./zone";

const SUMMER_DAY = "2031-07-12";

/** How often `part` appears in `text`. */
const timesIn = (text: string, part: string) => text.split(part).length - 1;

describe("the zone named in full", () => {
  it("brackets the letters that follow a time", () => {
    const zone = datesIn("en-US", "America/Los_Angeles").zone(SUMMER_DAY);
    expect(zone.abbreviation).toMatch(/^\p{Lu}+$/u);
    expect(zoneInFull(zone)).toBe(`${zone.name} (${zone.abbreviation})`);
  });

  it.each([
    ["es-ES", "Asia/Jerusalem", "hora de Israel"],
    ["pt-PT", "Europe/Lisbon", "hora de Lisboa"],
  ])("names the zone once where the couple name it in words (%s)", (locale, timeZone, zoneName) => {
    const zone = datesIn(locale, timeZone, zoneName).zone(SUMMER_DAY);
    expect(zoneInFull(zone)).toBe(zone.name);
    expect(timesIn(zoneInFull(zone), zoneName)).toBeLessThanOrEqual(1);
  });

  it.each([
    ["fr-FR", "Europe/Lisbon"],
    ["it-IT", "Asia/Jerusalem"],
  ])("names the zone once where %s writes it in words", (locale, timeZone) => {
    const zone = datesIn(locale, timeZone).zone(SUMMER_DAY);
    expect(zone.abbreviation).toMatch(/\s/);
    expect(zoneInFull(zone)).toBe(zone.name);
  });
});
