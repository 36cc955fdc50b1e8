import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { wedding as sintra } from "../tests/couples/sintra/wedding";
import { inLanguages } from "../tests/support/in-languages";
import { pageHead } from "./site/page-head.server";
import { siteContext } from "./site/site-context.server";
import { makeSite, type SiteInputs } from "./site/site.server";
import { NO_PHOTOS } from "./site/shown.server";
import { languageOfPath, pathIn, samePageIn } from "./language-paths";
import { CLASSIC } from "./pages";
import { loader as rootLoader } from "./root";
import { siteRoutes } from "./routes";
import { DICTIONARIES, wordsFor } from "./words";
import { directionOf } from "./words/direction";

/** Sites whose languages name regions, each with and without, as couples write them. */
const SITES = [
  ["ar-LB", "en-GB"],
  ["pt-BR", "en"],
  ["fr-CA", "de-CH"],
  ["pl", "en-GB"],
  ["en", "pt-BR", "ar-LB"],
  ["de-CH"],
];

const base = (language: string) => language.split("-")[0];

/** The Sintra couple's site, moved into `languages`: its inputs, and its site in each language. */
function siteOn(languages: string[]) {
  const inputs: SiteInputs = {
    rawContent: inLanguages(sintra, languages),
    photos: NO_PHOTOS,
    groups: [],
    sealed: false,
    householdLinks: false,
  };
  return { inputs, siteInLanguage: (language: string) => makeSite(inputs, language), date: sintra.wedding.date };
}

/** How a language with its region writes a date's month beside its day ("czerwca"), from Intl alone. */
const monthIn = (language: string, isoDate: string) =>
  new Intl.DateTimeFormat(language, { day: "numeric", month: "long", timeZone: "UTC" })
    .formatToParts(new Date(`${isoDate}T12:00:00Z`))
    .find((part) => part.type === "month")?.value;

describe.each(SITES)("a site in %s", (...languages) => {
  it("lists its languages as the content writes them, each under its tag in lower case", () => {
    const { siteInLanguage } = siteOn(languages);
    expect(siteInLanguage(languages[0]).languages).toEqual(languages);
    for (const language of languages.slice(1)) {
      const classic = siteInLanguage(language).localPath("/classic");
      expect(classic).toBe(`/${language.toLowerCase()}/classic`);
      expect(languageOfPath(languages, classic)).toBe(language);
      expect(languages.map((each) => samePageIn(languages, classic, each))).toEqual(
        languages.map((each) => pathIn(languages, each, "/classic")),
      );
    }
  });

  it("gives each page its language's full tag, its region's words and dates", () => {
    const { siteInLanguage, date } = siteOn(languages);
    for (const language of languages) {
      const context = new RouterContextProvider(new Map([[siteContext, siteInLanguage(language)]]));
      const { locale } = rootLoader({ context } as never);
      const dictionary = DICTIONARIES[base(language)];
      expect(locale.language).toBe(language);
      expect(locale.direction).toBe(directionOf(language));
      expect(locale.words.skipToContent).toBe(wordsFor(language).skipToContent);
      expect(locale.languages.map((each) => each.code)).toEqual(languages);
      // A region's month (Lebanon's حزيران, not يونيو); a language alone keeps its dictionary's variety.
      const written = language.includes("-") ? language : dictionary.locale;
      expect(siteInLanguage(language).dates.dateLine(date)).toContain(monthIn(written, date));
    }
  });

  it("names each page's language and its alternates by their full tags", () => {
    const { siteInLanguage } = siteOn(languages);
    for (const language of languages) {
      const head = pageHead(siteInLanguage(language), CLASSIC);
      expect(head.language).toBe(language);
      expect(head.locale).toBe(
        (language.includes("-") ? language : DICTIONARIES[base(language)].locale).replace("-", "_"),
      );
      expect(head.alternates.map((each) => each.language)).toEqual(languages.length > 1 ? languages : []);
    }
  });

  it("routes each other language's pages under ids of its folder", () => {
    const routes = siteRoutes(languages);
    const ids = routes.flatMap((route) => [route, ...(route.children ?? [])]).flatMap((route) => route.id ?? []);
    for (const language of languages.slice(1)) {
      expect(ids.filter((id) => id.startsWith(`${language.toLowerCase()}/`)).length).toBeGreaterThan(0);
    }
  });
});

describe("a region's dates", () => {
  it("are its own where its language's dictionary writes another variety's", () => {
    const { siteInLanguage, date } = siteOn(["ar-LB", "en-GB", "pt-BR"]);
    const pairs: [string, string][] = [
      ["ar-LB", "ar"],
      ["en-GB", "en"],
    ];
    for (const [regional, plain] of pairs) {
      const mine = siteInLanguage(regional).dates;
      const theirs = siteOn([plain]).siteInLanguage(plain).dates;
      expect(mine.longDate(date), regional).not.toBe(theirs.longDate(date));
      expect(mine.time("18:00"), regional).not.toBe(theirs.time("18:00"));
    }
  });

  it("are Morocco's in ar-MA, as docs/make-it-yours.md says: its September, and a clock of 24 hours", () => {
    const { dates } = siteOn(["ar-MA"]).siteInLanguage("ar-MA");
    expect(dates.longDate("2027-09-11")).toContain("شتنبر");
    expect(dates.time("14:45")).toContain("14:45");
  });
});

describe("a chapter's year", () => {
  it("is written in the digits of the page's dates", () => {
    const { siteInLanguage, date } = siteOn(["ar-LB", "en"]);
    for (const [language, writesArabicIndic] of [
      ["ar-LB", true],
      ["en", false],
    ] as const) {
      const { content, dates } = siteInLanguage(language);
      expect(/[٠-٩]/u.test(dates.longDate(date)), language).toBe(writesArabicIndic);
      for (const chapter of content.story) {
        expect(chapter.classicYear + chapter.gamerYear).toMatch(writesArabicIndic ? /^[٠-٩]{8}$/u : /^[0-9]{8}$/u);
      }
    }
  });
});
