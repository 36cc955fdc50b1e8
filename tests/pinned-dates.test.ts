// @vitest-environment node
/**
 * The dates, hours and zones two couples' guests read, pinned as literal text in tests/pinned/: what the other
 * tests read through the code that writes them (decision 9). A change to how the site writes a date shows here as
 * a diff to read; once read, `npx vitest run tests/pinned-dates.test.ts -u` accepts it.
 */
import { describe, expect, it } from "vitest";
import { wedding as krakow } from "./couples/krakow/wedding";
import { wedding as sintra } from "./couples/sintra/wedding";
import { siteOfContent } from "./support/site-of-content";
import { siteLanguages } from "../src/content/local-text.server";
import { eventHeadline } from "../src/site/events.server";
import { classicSchedule, gameSchedule } from "../src/site/schedule.server";

/** The marks that hold a line together, written out: a reader of the file sees where a line may not break. */
const withMarksShown = (json: string) =>
  json.replace(
    /[\u00a0\u2011\u2060\u200e\u200f\u202f\u2066-\u2069]/gu,
    (mark) => `\\u${(mark.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  );

/** A Google Calendar link as what it says, a field a line, so that a change to one reads as a diff. */
const linksRead = (key: string, value: unknown) =>
  key === "google" && typeof value === "string" ? Object.fromEntries(new URL(value).searchParams) : value;

const COUPLES = { sintra, krakow };

describe("the dates, hours and zones guests read", () => {
  for (const [couple, content] of Object.entries(COUPLES))
    for (const language of siteLanguages(content))
      it(`stand as pinned for ${couple} in ${language}`, async () => {
        const site = siteOfContent(content, language);
        const pinned = {
          title: site.title,
          hero: {
            dateLine: site.dates.dateLine(site.content.wedding.date),
            ...eventHeadline(site.mainEvent, site.dates),
          },
          classicSchedule: classicSchedule(site),
          gameSchedule: gameSchedule(site),
          day: site.day,
          calendar: site.calendar.map(({ title, location, start, end }) => ({ title, location, start, end })),
        };
        await expect(withMarksShown(JSON.stringify(pinned, linksRead, 2))).toMatchFileSnapshot(
          `./pinned/${couple}-${language}.json`,
        );
      });
});
