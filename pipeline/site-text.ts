/**
 * Every text the site can show, in each of its languages, named by where a
 * couple would find it: the content's fields ("faq[3].answer"), the words
 * around them (the dictionary with the couple's own), and the dates and times
 * as the build writes them. The fonts are cut to these letters
 * (pipeline/cut-fonts.ts).
 */
import { siteOf } from "../src/content/content.server";
import { siteEvents } from "../src/content/events.server";
import { languagesOf } from "../src/content/local-text.server";
import { pageLocale } from "../src/content/locale.server";
import { wedding } from "../src/content/wedding";
import { DICTIONARIES } from "../src/words";

export type SiteText = { field: string; text: string };

/** Every string in a value, with its path: `faq[3].answer`, `events[0].schedule[1].title`. */
export function textsIn(value: unknown, path: string): SiteText[] {
  if (typeof value === "string") return [{ field: path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, path ? `${path}.${key}` : key));
  return [];
}

/** The texts of a content module's site (the site's own, unless given), in each of its languages. */
export function siteTexts(raw: unknown = wedding): SiteText[] {
  const languages = languagesOf(raw, Object.keys(DICTIONARIES));
  return languages.flatMap((language) => {
    const site = siteOf(raw, language);
    const { content, dates } = site;
    const days = [...new Set([content.wedding.date, ...siteEvents(content).map((event) => event.date)])].sort();
    const datesAsShown = days.flatMap((day) => {
      const zone = dates.zone(day);
      return [dates.date(day), dates.longDate(day), zone.name, zone.abbreviation];
    });
    const texts = [
      ...textsIn(content, ""),
      ...textsIn(pageLocale(site), "the site's words"),
      { field: "the site's title", text: site.title },
      { field: "the dates", text: [...datesAsShown, dates.dateSpan(days[0], days.at(-1) ?? days[0])].join(" ") },
    ];
    // A field written once for every language is one text; one that differs is named in its language.
    const inLanguage = languages.length > 1 ? ` (${DICTIONARIES[language].languageName})` : "";
    return texts.map((text) => ({ ...text, field: text.field + inLanguage }));
  });
}
