/**
 * Every text the site can show, in each of its languages, named by where a
 * couple would find it: the content's fields ("faq[3].answer"), the words
 * around them (the dictionary with the couple's own), and the dates and times
 * as the build writes them. The fonts are cut to these letters
 * (pipeline/fonts/cut-fonts.ts).
 */
import { withEveryEvent, makeSite, type Site } from "../../src/site/site.server";
import { siteEvents } from "../../src/site/events.server";
import { siteLanguages } from "../../src/content/local-text.server";
import { pageLocale } from "../../src/site/locale.server";
import { wordsFor } from "../../src/words";
import { FORMALITIES } from "../../src/words/formal";

export type SiteText = { field: string; text: string };

/** Every string in a value, with its path: `faq[3].answer`, `events[0].schedule[1].title`. */
export function textsIn(value: unknown, path: string): SiteText[] {
  if (typeof value === "string") return [{ field: path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, path ? `${path}.${key}` : key));
  return [];
}

/**
 * The texts of a content file's site (its `wedding`), in each of its languages, as they read to guests
 * addressed either way (a household's own pages may speak otherwise than the site).
 * A field written once for every language is one text; one that differs is named in each language.
 */
export function collectSiteTexts(rawContent: unknown): SiteText[] {
  const languages = siteLanguages(rawContent);
  // Every event's, those for some guests too: their pages are built with the same faces.
  const inputs = withEveryEvent(rawContent);
  const inEach = languages.flatMap((language) =>
    FORMALITIES.map((formality) => ({ language, texts: textsOf(makeSite({ ...inputs, formality }, language)) })),
  );
  const everywhere = (field: string, text: string) =>
    inEach.every(({ texts }) => texts.some((other) => other.field === field && other.text === text));
  const shared = inEach[0].texts.filter(({ field, text }) => everywhere(field, text));
  const own = inEach.flatMap(({ language, texts }) =>
    texts
      .filter(({ field, text }) => !everywhere(field, text))
      .map((text) => ({ ...text, field: `${text.field} (${wordsFor(language).languageName})` })),
  );
  const once = new Map(own.map((text) => [`${text.field}\n${text.text}`, text]));
  return [...shared, ...once.values()];
}

/** One language's texts: its content, its words and dates as the pages carry them, its title. */
function textsOf(site: Site): SiteText[] {
  const { content, dates } = site;
  const days = [...new Set([content.wedding.date, ...siteEvents(content).map((event) => event.date)])].sort();
  const datesAsShown = days.flatMap((day) => {
    const zone = dates.zone(day);
    return [dates.date(day), dates.longDate(day), zone.name, zone.afterTime];
  });
  return [
    ...textsIn(content, ""),
    // With the build's words too: the unlock page and the printed cards are set in the same faces.
    ...textsIn({ ...pageLocale(site), words: site.words }, "the site's words"),
    { field: "the site's title", text: site.title },
    { field: "the dates", text: [...datesAsShown, dates.dateSpan(days[0], days.at(-1) ?? days[0])].join(" ") },
    // The countdown writes its number in the guest's browser, in the digits of the page's language and region ("٤٥").
    { field: "the countdown", text: new Intl.NumberFormat(site.language, { useGrouping: false }).format(1234567890) },
  ];
}
