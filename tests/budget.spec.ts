import { existsSync, readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { asHtml, content, textsAt, wordsAt } from "./support/content";
import { CLIENT_DIR, fontFiles, htmlFileFor, pageWeight, scriptSize, textFiles } from "./support/bundle-size";
import { CLIENT_MODULES_FILE } from "../pipeline/vite/client-modules-plugin";
import { familySlug, FACES } from "../pipeline/fonts/font-faces";
import { expect, PRERENDERED_PAGES, test } from "./support/fixtures";

/**
 * Byte budgets for what a guest's phone downloads before a page is
 * interactive, gzipped. React 19 and React Router 7 alone are about 110 KB;
 * what we add on top must stay small. Sizes are deterministic, so they can
 * be asserted; times are only measured, by `npm run bench`.
 */
const KB = 1024;
const BUDGET = {
  /**
   * Everything the landing page runs before it is interactive, in a site of one language: React,
   * React Router, and the invitation with what every page shares (the day's notices, the names, the
   * languages, the typesetting, a household's greeting band). About 1 KB of room: a change that
   * needs more says why here, and `npm run bench`'s table shows the bytes of each page run to run.
   */
  landingJs: 120 * KB,
  /** React Router's list of routes grows with each language's pages. */
  landingJsPerLanguage: 0.2 * KB,
  /** What a page loads beyond the scripts every page shares. */
  ownJs: 15 * KB,
  css: 15 * KB,
  /**
   * A page's HTML but its styles, and on top what the couple put on it: each text twice (its
   * markup and its hydration data), each photo with its sources and each way to give with its
   * QR code. Every page carries its language's words as well (src/ui/locale.tsx). The base
   * holds a weekend of nine events on one page (the sample has four).
   */
  markup: 9.5 * KB,
  markupPerPhoto: 0.6 * KB,
  markupPerGift: 2 * KB,
};

const weights = Object.fromEntries(PRERENDERED_PAGES.map((path) => [path, pageWeight(path)]));
const shared = PRERENDERED_PAGES.map((path) => weights[path].scripts).reduce((common, scripts) =>
  common.filter((file) => scripts.includes(file)),
);

test.describe("byte budgets (gzip)", () => {
  test(`/ runs at most ${BUDGET.landingJs / KB} KB of JavaScript before it is interactive`, () => {
    const languages = content.languages?.length ?? 1;
    expect(weights["/"].js, `in ${languages} languages`).toBeLessThanOrEqual(
      BUDGET.landingJs + BUDGET.landingJsPerLanguage * (languages - 1),
    );
  });

  for (const path of PRERENDERED_PAGES) {
    test(`${path} stays within its budgets`, () => {
      const weight = weights[path];
      const own = weight.scripts.filter((file) => !shared.includes(file));
      const ownJs = own.reduce((sum, file) => sum + scriptSize(file), 0);
      expect(ownJs, `JavaScript ${path} adds to the shared scripts (${own.join(", ")})`).toBeLessThanOrEqual(
        BUDGET.ownJs,
      );
      expect(weight.css, `CSS of ${path}`).toBeLessThanOrEqual(BUDGET.css);
      const html = readFileSync(htmlFileFor(path), "utf8");
      const photos = html.split("<picture>").length - 1;
      // A QR code's drawing, with its quiet zone (src/ui/gifts/QrCode.tsx).
      const gifts = html.split('viewBox="-4 -4 ').length - 1;
      const words = gzipSync(JSON.stringify(wordsAt(path))).length;
      const texts = gzipSync(
        textsAt(path)
          .filter((text) => html.includes(asHtml(text)))
          .join("\n"),
      ).length;
      expect(
        weight.markup,
        `HTML of ${path} but its styles, with ${photos} photos, ${gifts} ways to give, ${texts} bytes of the couple's texts and ${words} of words`,
      ).toBeLessThanOrEqual(
        BUDGET.markup + BUDGET.markupPerPhoto * photos + BUDGET.markupPerGift * gifts + 2 * texts + words,
      );
    });
  }

  // Cut to the site's letters (pipeline/fonts/cut-fonts.ts): Inter, one variable file for 400 to 600, is the largest, about 20 KB.
  // A look's faces in every script the site shows, as a guest who reads each of its languages fetches them.
  test("fonts are the design's faces cut to the site's letters, woff2 only, each under 24 KB and each look's 80 KB in all", () => {
    const fonts = fontFiles();
    expect(fonts.length).toBeGreaterThan(0);
    expect(readdirSync(`${CLIENT_DIR}assets`).filter((file) => file.endsWith(".woff"))).toEqual([]);
    for (const font of fonts) expect(font.bytes, font.file).toBeLessThanOrEqual(24 * KB);
    const lookOf = (file: string) => FACES.find((face) => file.startsWith(familySlug(face.family)))?.look;
    for (const look of new Set(FACES.map((face) => face.look))) {
      const bytes = fonts.filter((font) => lookOf(font.file) === look).reduce((sum, font) => sum + font.bytes, 0);
      expect(bytes, look).toBeLessThanOrEqual(80 * KB);
    }
    expect(fonts.filter((font) => !lookOf(font.file))).toEqual([]);
  });
});

/**
 * What only the build needs: the content and what the loaders make of it
 * (src/content, every *.server module, the page list),
 * the schema's zod, the calendar's ics and date-fns-tz, the QR codes' uqr, the
 * photo pipeline. React Router refuses a *.server import in a page's scripts;
 * this checks the outcome, whatever the module.
 */
const BUILD_ONLY =
  /^node_modules\/(zod|ics|date-fns|date-fns-tz|uqr|vite-imagetools|sharp)\/|^src\/content\/|\.server\.[jt]sx?$|^src\/pages\.ts$/;

test("nothing made only for the build is in the scripts a phone downloads", () => {
  const modules: string[] = JSON.parse(readFileSync(`build/${CLIENT_MODULES_FILE}`, "utf8"));
  expect(modules).toContain("src/root.tsx");
  expect(modules.filter((module) => BUILD_ONLY.test(module))).toEqual([]);
});

test("the local editor is no part of the site: none of its modules, and no file that speaks to it", () => {
  const modules: string[] = JSON.parse(readFileSync(`build/${CLIENT_MODULES_FILE}`, "utf8"));
  expect(modules.filter((module) => /^editor\/|node_modules\/magicast\//.test(module))).toEqual([]);
  // What only the editor's page and server say: its save's address and its page's title.
  const speaking = textFiles().filter((file) => {
    const text = readFileSync(`${CLIENT_DIR}/${file}`, "latin1");
    return text.includes("/api/save") || text.includes("the editor</title>");
  });
  expect(speaking).toEqual([]);
});

test("the build stores a Brotli and a gzip copy of every text file, each the same bytes when unpacked", () => {
  const files = textFiles().filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"));
  for (const extension of ["html", "js", "css", "svg", "data"]) {
    expect(
      files.some((file) => file.endsWith(`.${extension}`)),
      `a .${extension} file in the build`,
    ).toBe(true);
  }
  for (const file of files) {
    const original = readFileSync(CLIENT_DIR + file);
    for (const [suffix, unpack] of [
      [".br", brotliDecompressSync],
      [".gz", gunzipSync],
    ] as const) {
      expect(existsSync(CLIENT_DIR + file + suffix), `${file}${suffix}`).toBe(true);
      expect(
        unpack(readFileSync(CLIENT_DIR + file + suffix)).equals(original),
        `${file}${suffix} unpacks to ${file}`,
      ).toBe(true);
    }
  }
});
