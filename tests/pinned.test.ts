// @vitest-environment node
/**
 * What two couples' guests are given, pinned as literal text in tests/pinned/: each route's loader data, as its
 * `.data` file holds it, and the calendar file, for the couples of tests/couples/ in each of their languages.
 * The other tests read what they expect through the code that makes it (decision 9); here a change to a page's
 * data is a diff to read, and once read, `npx vitest run tests/pinned.test.ts -u` accepts it.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { wedding as krakow } from "./couples/krakow/wedding";
import { wedding as sintra } from "./couples/sintra/wedding";
import { siteRenderer } from "./support/server-render";
import { photoTable } from "./support/photo-table";
import { photoFiles } from "../pipeline/content/photo-check";
import { siteLanguages } from "../src/content/local-text.server";
import { pathIn } from "../src/language-paths";
import { CALENDAR_FILE, sitePages } from "../src/pages";

/** The marks that hold a line together, written out: a reader of the file sees where a line may not break. */
const withMarksShown = (text: string) =>
  text.replace(
    /[\u00a0\u2011\u2060\u200e\u200f\u202f\u2066-\u2069]/gu,
    (mark) => `\\u${(mark.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  );

/**
 * A value as a reader follows it: a Google Calendar link as its fields, a field a line; a QR code by its size, as
 * its rows are a picture (the cards' test reads the codes back). The page's words are the dictionaries', not here.
 */
function asRead(key: string, value: unknown) {
  if (key === "locale") return undefined;
  if (key === "google" && typeof value === "string") return Object.fromEntries(new URL(value).searchParams);
  if (key === "qr" && Array.isArray(value)) return `${value.length} rows`;
  return value;
}

/** The route's module, in any language ("en/routes/classic" → "classic"): its data is the same on each of its pages. */
const routeName = (id: string) => id.split("/").at(-1) ?? id;

const COUPLES = { sintra, krakow };

describe("what two couples' guests are given", () => {
  for (const [couple, content] of Object.entries(COUPLES)) {
    const languages = siteLanguages(content);
    const photos = join(import.meta.dirname, "couples", couple, "photos");
    const renderer = photoTable(photos, photoFiles(photos)).then((table) =>
      siteRenderer({ rawContent: content, photos: table, groups: [], sealed: false, householdLinks: false }),
    );
    for (const language of languages) {
      const pinned = `./pinned/${couple}-${language}`;
      const paths = sitePages(languages).flatMap((page) => (page.language === language ? [page.path] : []));

      it(`stands as pinned for ${couple}'s pages in ${language}`, async () => {
        const { loaderData } = await renderer;
        const routes: Record<string, unknown> = {};
        for (const path of paths)
          for (const [id, data] of Object.entries(await loaderData(path))) routes[routeName(id)] ??= data;
        await expect(withMarksShown(JSON.stringify(routes, asRead, 2))).toMatchFileSnapshot(`${pinned}.json`);
      });

      it(`stands as pinned for ${couple}'s calendar in ${language}`, async () => {
        const { render } = await renderer;
        const { body } = await render(pathIn(languages, language, CALENDAR_FILE.path));
        // When the file was made, which every build writes anew.
        const calendar = body.replace(/^DTSTAMP:.*$/gm, "DTSTAMP:(the build's time)");
        await expect(calendar).toMatchFileSnapshot(`${pinned}.ics`);
      });
    }
  }
});
