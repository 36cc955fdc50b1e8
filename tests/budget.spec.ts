import { existsSync, readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { wordsAt } from "./support/content";
import { CLIENT_DIR, fontFiles, htmlFileFor, pageWeight, scriptSize, textFiles } from "./support/bundle-size";
import { CLIENT_MODULES_FILE } from "../pipeline/client-modules-plugin";
import { familySlug, FACES } from "../pipeline/font-faces";
import { expect, PRERENDERED_PATHS, test } from "./support/site";

/**
 * Byte budgets for what a guest's phone downloads before a page is
 * interactive, gzipped. React 19 and React Router 7 alone are about 110 KB;
 * what we add on top must stay small. Sizes are deterministic, so they can
 * be asserted; times are only measured, by `npm run bench`.
 */
const KB = 1024;
const BUDGET = {
  /**
   * Everything the landing page runs before it is interactive: React, React Router and the
   * invitation with its day-aware notice, the names sized to fit (an emoji counted as the picture it
   * is) and joined as their script joins them, the language switcher and the offer of a guest's own
   * language, with or without its region. Their words come with the HTML, not the scripts.
   */
  landingJs: 117.7 * KB,
  /** What a page loads beyond the scripts every page shares. */
  ownJs: 15 * KB,
  css: 15 * KB,
  /**
   * A page's HTML, and for each photo and each way to give on it as much again: the page
   * carries every photo's sources and every QR code twice (its markup and its hydration
   * data), and a couple may show 25 photos and six ways to give. On top, what its
   * language's words weigh: every page carries them (src/ui/locale.tsx). 20.5 KB since
   * the game's HUD captions every icon at every width, keeps its phone quest's room and
   * draws the sky over the page's height (its inline styles: about 0.4 KB); 21.3 KB since
   * a site that follows the day reads the guest's phase of it in the head, before the
   * first paint (src/ui/DayPhaseScript.tsx: about 0.15 KB), and the stylesheet every page
   * inlines learnt the names' one line or three, the day's phases, runs kept whole and
   * even rows of cards (2 KB, 0.6 KB gzipped); 21.6 KB since a lone panel or card lays its
   * words and button (or its notes) across the row, three ways to give share a laptop's row,
   * a phone's stages and moments set tighter, and Hebrew and Arabic pages set the serif's
   * figures and italics upright (about 0.3 KB gzipped); 21.7 KB since three ways to give share a tablet's row
   * too, set a size tighter there, and a phone's year tabs go three over three; 22 KB since a phone's six
   * pages are the slots of one hotbar, not six frames that touched.
   */
  html: 22 * KB,
  htmlPerPhoto: 0.6 * KB,
  htmlPerGift: 2 * KB,
};

const weights = Object.fromEntries(PRERENDERED_PATHS.map((path) => [path, pageWeight(path)]));
const shared = PRERENDERED_PATHS.map((path) => weights[path].scripts).reduce((common, scripts) =>
  common.filter((file) => scripts.includes(file)),
);

test.describe("byte budgets (gzip)", () => {
  test(`/ runs at most ${BUDGET.landingJs / KB} KB of JavaScript before it is interactive`, () => {
    expect(weights["/"].js).toBeLessThanOrEqual(BUDGET.landingJs);
  });

  for (const path of PRERENDERED_PATHS) {
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
      // A QR code's drawing, with its quiet zone (src/ui/QrCode.tsx).
      const gifts = html.split('viewBox="-4 -4 ').length - 1;
      const words = gzipSync(JSON.stringify(wordsAt(path))).length;
      expect(
        weight.html,
        `HTML of ${path}, with ${photos} photos, ${gifts} ways to give and ${words} bytes of words`,
      ).toBeLessThanOrEqual(BUDGET.html + BUDGET.htmlPerPhoto * photos + BUDGET.htmlPerGift * gifts + words);
    });
  }

  // Cut to the site's letters (pipeline/cut-fonts.ts): Inter, one variable file for 400 to 600, is the largest, about 20 KB.
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
 * (src/content but its date formatting, every *.server module, the page list),
 * the schema's zod, the calendar's ics and date-fns-tz, the QR codes' uqr, the
 * photo pipeline. React Router refuses a *.server import in a page's scripts;
 * this checks the outcome, whatever the module.
 */
const BUILD_ONLY =
  /^node_modules\/(zod|ics|date-fns|date-fns-tz|uqr|vite-imagetools|sharp)\/|^src\/content\/(?!time\.ts$)|\.server\.[jt]sx?$|^src\/pages\.ts$/;

test("nothing made only for the build is in the scripts a phone downloads", () => {
  const modules: string[] = JSON.parse(readFileSync(`build/${CLIENT_MODULES_FILE}`, "utf8"));
  expect(modules).toContain("src/root.tsx");
  expect(modules.filter((module) => BUILD_ONLY.test(module))).toEqual([]);
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
