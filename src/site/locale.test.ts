import { describe, expect, it } from "vitest";
import { wedding as sample } from "../../content/wedding";
import { inLanguages } from "../../tests/support/in-languages";
import { siteOfContent } from "../../tests/support/site-of-content";
import { DICTIONARIES } from "../words";

describe("a page's dates", () => {
  it.each(Object.keys(DICTIONARIES))("in %s, a long date opens with a capital where the language has them", (code) => {
    const site = siteOfContent(inLanguages(sample, [code]), code);
    const shown = site.dates.dateLine(sample.wedding.date);
    const first = shown.charAt(0);
    expect(first).toBe(first.toLocaleUpperCase(code));
    expect(shown.slice(1)).toBe(site.dates.longDate(sample.wedding.date).slice(1));
  });
});
