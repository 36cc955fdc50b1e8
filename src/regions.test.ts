import { describe, expect, it, vi } from "vitest";
import { wedding as sintra } from "../tests/couples/sintra/wedding";
import { inLanguages } from "../tests/support/in-languages";
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

/** The site's modules, loaded afresh on `languages`' content: they read the content when they load. */
async function siteOn(languages: string[]) {
  const content = inLanguages(sintra, languages);
  vi.resetModules();
  vi.doMock("./content/wedding", () => ({ wedding: content }));
  const [site, paths, pages, root, routes] = await Promise.all([
    import("./content/content.server"),
    import("./languages"),
    import("./pages"),
    import("./root"),
    import("./routes"),
  ]);
  return { site, paths, pages, root, routes: routes.default, date: sintra.wedding.date };
}

/** How a language with its region writes a date's month beside its day ("czerwca"), from Intl alone. */
const monthIn = (language: string, isoDate: string) =>
  new Intl.DateTimeFormat(language, { day: "numeric", month: "long", timeZone: "UTC" })
    .formatToParts(new Date(`${isoDate}T12:00:00Z`))
    .find((part) => part.type === "month")?.value;

describe.each(SITES)("a site in %s", (...languages) => {
  it("lists its languages as the content writes them, each under its tag in lower case", async () => {
    const { paths } = await siteOn(languages);
    expect(paths.LANGUAGES).toEqual(languages);
    for (const language of languages.slice(1)) {
      const classic = paths.pathIn(language, "/classic");
      expect(classic).toBe(`/${language.toLowerCase()}/classic`);
      expect(paths.languageOfPath(classic)).toBe(language);
      expect(paths.pathInEach(classic).map((each) => each.path)).toEqual(
        languages.map((each) => paths.pathIn(each, "/classic")),
      );
    }
  });

  it("gives each page its language's full tag, its region's words and dates", async () => {
    const { site, paths, root, date } = await siteOn(languages);
    for (const language of languages) {
      const request = new Request(new URL(paths.pathIn(language, "/classic"), "https://site.example"));
      const { locale } = root.loader({ request } as never);
      const dictionary = DICTIONARIES[base(language)];
      expect(locale.language).toBe(language);
      expect(locale.direction).toBe(directionOf(language));
      expect(locale.words.skipToContent).toBe(wordsFor(language).skipToContent);
      expect(locale.languages.map((each) => each.code)).toEqual(languages);
      // A region's month (Lebanon's حزيران, not يونيو); a language alone keeps its dictionary's variety.
      const written = language.includes("-") ? language : dictionary.locale;
      expect(site.siteIn(language).dates.dateLine(date)).toContain(monthIn(written, date));
    }
  });

  it("names each page's language and its alternates by their full tags", async () => {
    const { site, pages } = await siteOn(languages);
    for (const language of languages) {
      const head = site.pageHead(site.siteIn(language), pages.CLASSIC);
      expect(head.language).toBe(language);
      expect(head.locale).toBe(
        (language.includes("-") ? language : DICTIONARIES[base(language)].locale).replace("-", "_"),
      );
      expect(head.alternates.map((each) => each.language)).toEqual(languages.length > 1 ? languages : []);
    }
  });

  it("routes each other language's pages under ids of its folder", async () => {
    const { routes } = await siteOn(languages);
    const ids = routes.flatMap((route) => [route, ...(route.children ?? [])]).flatMap((route) => route.id ?? []);
    for (const language of languages.slice(1)) {
      expect(ids.filter((id) => id.startsWith(`${language.toLowerCase()}/`)).length).toBeGreaterThan(0);
    }
  });
});

describe("a region's dates", () => {
  it("are its own where its language's dictionary writes another variety's", async () => {
    const { site, date } = await siteOn(["ar-LB", "en-GB", "pt-BR"]);
    const pairs: [string, string][] = [
      ["ar-LB", "ar"],
      ["en-GB", "en"],
    ];
    for (const [regional, plain] of pairs) {
      const mine = site.siteIn(regional).dates;
      const theirs = site.siteOf(inLanguages(sintra, [plain]), plain).dates;
      expect(mine.longDate(date), regional).not.toBe(theirs.longDate(date));
      expect(mine.time("18:00"), regional).not.toBe(theirs.time("18:00"));
    }
  });
});

describe("a chapter's year", () => {
  it("is written in the digits of the page's dates", async () => {
    const { site, date } = await siteOn(["ar-LB", "en"]);
    for (const [language, writesArabicIndic] of [
      ["ar-LB", true],
      ["en", false],
    ] as const) {
      const { content, dates } = site.siteIn(language);
      expect(/[٠-٩]/u.test(dates.longDate(date)), language).toBe(writesArabicIndic);
      for (const chapter of content.story) {
        expect(chapter.classicYear + chapter.gamerYear).toMatch(writesArabicIndic ? /^[٠-٩]{8}$/u : /^[0-9]{8}$/u);
      }
    }
  });
});
