/**
 * Screenshots of every page at a phone's, a tablet's and a laptop's width, for a person
 * to look at. Serve the build first (`npm start`), then:
 *
 *   npm run screenshots [-- /classic /gamer]   → screenshots/*.png
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { PRERENDERED_PATHS } from "../react-router.config";
import { CHROMIUM_ARGS, findChromium } from "../tests/chromium";

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 4173}`;
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [...PRERENDERED_PATHS.filter((p) => p !== "/404"), "/no-such-page"];
const widths = [375, 768, 1440];

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const width of widths) {
  // bypassCSP lets the style below in: a full-page shot draws no section left to
  // content-visibility: auto, so the shot lays every section out.
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 }, bypassCSP: true });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
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
    const name = path === "/" ? "landing" : path.slice(1).replaceAll("/", "-");
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    console.log(`screenshots/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
