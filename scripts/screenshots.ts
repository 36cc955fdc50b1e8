/**
 * Screenshots of every page at a phone's, a tablet's and a laptop's width, for a person
 * to look at. Serve the build first (`npm start`), then:
 *
 *   npm run screenshots [-- /classic /gamer]   → screenshots/*.png
 *   npm run screenshots -- --zoom [paths]       → also 320 px with text at 200%,
 *                                                 and a 1280 px window at 400% zoom
 *   npm run screenshots -- --day [paths]        → also the pages that change with the
 *                                                 guest's clock, on the day and after it
 *
 * The pages' clock is set before the wedding (tests/clock.ts), whatever today's date.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { PAGE_PATHS } from "../react-router.config";
import { CHROMIUM_ARGS, findChromium } from "../tests/chromium";
import { AFTER_THE_DAY, BEFORE_THE_DAY, ON_THE_DAY } from "../tests/clock";

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 4173}`;
const args = process.argv.slice(2);
const zoom = args.includes("--zoom");
const chosenPaths = args.filter((arg) => !arg.startsWith("--"));
const paths = chosenPaths.length ? chosenPaths : [...PAGE_PATHS, "/no-such-page", "/gamer/no-such-page"];

/** The pages that offer the RSVP, the ones the day changes. */
const DAY_PATHS = ["/", "/classic", "/gamer", "/gamer/faq"];
const clocks = [
  { suffix: "", time: BEFORE_THE_DAY, paths },
  ...(args.includes("--day")
    ? [
        { suffix: "-today", time: ON_THE_DAY, paths: paths.filter((path) => DAY_PATHS.includes(path)) },
        { suffix: "-after", time: AFTER_THE_DAY, paths: paths.filter((path) => DAY_PATHS.includes(path)) },
      ]
    : []),
];

type View = { name: string; width: number; height: number; textScale?: string };
const views: View[] = [
  { name: "375", width: 375, height: 812 },
  { name: "768", width: 768, height: 812 },
  { name: "1440", width: 1440, height: 900 },
  ...(zoom
    ? [
        { name: "320-text200", width: 320, height: 640, textScale: "200%" },
        // 400% zoom of a 1280 x 720 window leaves 320 x 180 CSS pixels.
        { name: "1280-zoom400", width: 320, height: 180 },
      ]
    : []),
];

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const view of views) {
  // bypassCSP lets the style below in: a full-page shot draws no section left to
  // content-visibility: auto, so the shot lays every section out.
  for (const clock of clocks) {
    const page = await browser.newPage({ viewport: { width: view.width, height: view.height }, bypassCSP: true });
    await page.clock.setSystemTime(clock.time);
    for (const path of clock.paths) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      if (view.textScale)
        await page.evaluate((size) => (document.documentElement.style.fontSize = size), view.textScale);
      // Lazy photos load only near the viewport: pass over the page once so the full-page shot has them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      await page.waitForLoadState("networkidle");
      await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
      const name = `${path === "/" ? "landing" : path.slice(1).replaceAll("/", "-")}-${view.name}${clock.suffix}`;
      await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
      console.log(`screenshots/${name}.png`);
    }
    await page.close();
  }
}
await browser.close();
