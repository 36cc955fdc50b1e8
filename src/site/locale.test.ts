import { describe, expect, it } from "vitest";
import { wedding as sample } from "../../content/wedding";
import { inLanguages } from "../../tests/support/in-languages";
import { siteOfContent } from "../../tests/support/site-of-content";
import { DICTIONARIES } from "../words";
import { siteLanguages } from "../content/local-text.server";
import { generateWedding } from "../../tests/support/generated-wedding";
import { pageDescription } from "./page-head.server";

describe("a page's dates", () => {
  it.each(Object.keys(DICTIONARIES))("in %s, a long date opens with a capital where the language has them", (code) => {
    const site = siteOfContent(inLanguages(sample, [code]), code);
    const shown = site.dates.dateLine(sample.wedding.date);
    const first = shown.charAt(0);
    expect(first).toBe(first.toLocaleUpperCase(code));
    expect(shown.slice(1)).toBe(site.dates.longDate(sample.wedding.date).slice(1));
  });
});

describe("a page's description", () => {
  it.each(Object.keys(DICTIONARIES))("in %s, opens with a capital where it opens with the date", (code) => {
    const { wedding } = generateWedding(3, { languages: [code], natural: true });
    const site = siteOfContent(wedding, siteLanguages(wedding)[0]);
    for (const page of ["classic", "gamer", "schedule"] as const) {
      const first = pageDescription(site, page).charAt(0);
      expect(first, page).toBe(first.toLocaleUpperCase(code));
    }
  });
});
