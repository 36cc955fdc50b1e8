// @vitest-environment node
import { existsSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import config from "../react-router.config";
import {
  CALENDAR_FILE,
  calendarFiles,
  classicNav,
  GAMER_LAYOUT,
  GAMER_MENU,
  gamerLink,
  notFoundPages,
  PAGES,
  prerenderedPaths,
} from "./pages";
import routes, { siteRoutes } from "./routes";
import { siteLanguages } from "./content/local-text.server";
import { wedding } from "../content/wedding";
import { pathIn } from "./language-paths";
import { en } from "./words/en";

/** Sites of one language and of several, regions and right to left among them, and the project's own. */
const SITES = [["en"], ["pt-BR", "en", "ar"], ["de-CH", "fr"], siteLanguages(wedding)];

/** Every route of the table, with its full path, nested routes included. */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path === "/" ? "" : path)];
  });
}

describe.each(SITES)("the one list of pages (src/pages.ts), on a site in %s", (...languages) => {
  const table = flatten(siteRoutes(languages));

  it("routes every page, 404 page and file to its module in each language, and nothing else", () => {
    const listed = [
      ...languages.flatMap((language) => [
        // A language's landing page is its folder ("/en/"), which its route matches as "/en".
        ...PAGES.map(({ path, module }) => ({
          path: pathIn(languages, language, path).replace(/(.)\/$/, "$1"),
          file: module,
        })),
        { path: pathIn(languages, language, GAMER_LAYOUT.path), file: GAMER_LAYOUT.module },
      ]),
      ...notFoundPages(languages).map(({ under, module }) => ({ path: `${under}*`, file: module })),
      ...calendarFiles(languages).map((path) => ({ path, file: CALENDAR_FILE.module })),
    ];
    expect(table).toEqual(expect.arrayContaining(listed));
    expect(table).toHaveLength(listed.length);
    for (const { file } of table) expect(existsSync(`src/${file}`), file).toBe(true);
  });

  it("prerenders every page, each 404 page and each file", () => {
    const paths = prerenderedPaths(languages);
    for (const language of languages) {
      for (const page of PAGES) expect(paths).toContain(pathIn(languages, language, page.path));
      expect(paths).toContain(pathIn(languages, language, CALENDAR_FILE.path));
    }
    for (const page of notFoundPages(languages)) expect(paths).toContain(page.path);
  });
});

describe("React Router's route table and prerender list", () => {
  it("are the project's own content's", () => {
    const languages = siteLanguages(wedding);
    expect(routes).toEqual(siteRoutes(languages));
    expect(config.prerender).toEqual(prerenderedPaths(languages));
  });
});

describe("the pages' words", () => {
  it("gives the game the specification's menu, and the classic page the same navigation to its sections", () => {
    // The specification, section 2: the navigation items and their anchors, and the game menu's pages,
    // in its order; a page added to the game since comes after them.
    const items = ["Our Story", "Schedule", "Travel & Stay", "Registry", "FAQ"];
    expect(GAMER_MENU.map((page) => gamerLink(page, en, (path) => path).label).slice(0, items.length)).toEqual(items);
    expect(classicNav(en).slice(0, items.length)).toEqual([
      { id: "our-story", label: "Our Story" },
      { id: "schedule", label: "Schedule" },
      { id: "travel-info", label: "Travel & Stay" },
      { id: "registry", label: "Registry" },
      { id: "faq", label: "FAQ" },
    ]);
    for (const page of GAMER_MENU) expect(page.path.startsWith(`${GAMER_LAYOUT.path}/`), page.path).toBe(true);
  });
});
