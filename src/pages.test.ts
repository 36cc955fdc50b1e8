// @vitest-environment node
import { existsSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import config from "../react-router.config";
import {
  classicNav,
  GAMER_LAYOUT,
  GAMER_MENU,
  gamerLink,
  NOT_FOUND_PAGES,
  PAGES,
  PRERENDERED_FILES,
  PRERENDERED_PATHS,
} from "./pages";
import routes from "./routes";
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn } from "./languages";
import { en } from "./words/en";

/** Every route of the table, with its full path, nested routes included. */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path === "/" ? "" : path)];
  });
}

describe("the one list of pages (src/pages.ts)", () => {
  const table = flatten(routes);

  it("routes every page, 404 page and file to its module in each language, and nothing else", () => {
    const listed = [
      ...LANGUAGES.flatMap((language) => [
        // A language's landing page is its folder ("/en/"), which its route matches as "/en".
        ...PAGES.map(({ path, module }) => ({ path: pathIn(language, path).replace(/(.)\/$/, "$1"), file: module })),
        { path: pathIn(language, GAMER_LAYOUT.path), file: GAMER_LAYOUT.module },
      ]),
      ...NOT_FOUND_PAGES.map(({ under, module }) => ({ path: `${under}*`, file: module })),
      ...PRERENDERED_FILES.map(({ path, module }) => ({ path, file: module })),
    ];
    expect(table).toEqual(expect.arrayContaining(listed));
    expect(table).toHaveLength(listed.length);
    for (const { file } of table) expect(existsSync(`src/${file}`), file).toBe(true);
  });

  it("prerenders every page, each 404 page and each file", () => {
    expect(config.prerender).toEqual([...PRERENDERED_PATHS, ...PRERENDERED_FILES.map((file) => file.path)]);
    for (const language of LANGUAGES) {
      for (const page of PAGES) expect(PRERENDERED_PATHS).toContain(pathIn(language, page.path));
    }
  });

  it("gives the game the specification's menu, and the classic page the same navigation to its sections", () => {
    // The specification, section 2: the navigation items and their anchors, and the game menu's pages,
    // in its order; a page added to the game since comes after them.
    const items = ["Our Story", "Schedule", "Travel & Stay", "Registry", "FAQ"];
    expect(GAMER_MENU.map((page) => gamerLink(page, en, DEFAULT_LANGUAGE).label).slice(0, items.length)).toEqual(items);
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
