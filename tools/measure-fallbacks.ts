/**
 * How much wider each face sets a script's text once the web fonts have come
 * than its fallbacks set it on the first paint, on the served build's pages:
 * the factor to multiply a fallback's `sizeAdjust` by (pipeline/fonts/font-faces.ts),
 * 100% when the swap moves nothing. In Chromium as a phone sets text (unhinted);
 * it needs the local fallbacks (Debian's fonts-croscore has Arial's and Times'
 * metric twins). Serve a build whose content shows the script first:
 *
 *   npx tsx tools/measure-fallbacks.ts /he/ /he/classic /he/gamer/our-story
 *   SCRIPT='\u0590-\u05FF' (Hebrew, the default) names the letters measured.
 */
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium";

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 4173}`;
const script = process.env.SCRIPT ?? "\\u0590-\\u05FF";
const paths = process.argv.slice(2);
if (paths.length === 0) throw new Error("Name the pages to measure: npx tsx tools/measure-fallbacks.ts /he/ /he/gamer");

const browser = await chromium.launch({ executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_ARGS });
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/*.woff2", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(base + path, { waitUntil: "commit" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // The width of every text of the script's letters alone, by the face and weight it asks for.
  const widths = () =>
    page.evaluate((script) => {
      const letters = new RegExp(`^[${script} ]{6,}$`, "u");
      const byFace: Record<string, number> = {};
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const node = walker.currentNode as Text;
        if (!letters.test(node.data.trim()) || !node.parentElement) continue;
        const style = getComputedStyle(node.parentElement);
        const face = `${style.fontFamily.split(",")[0]} ${style.fontWeight}`;
        const range = document.createRange();
        range.selectNodeContents(node);
        byFace[face] = (byFace[face] ?? 0) + [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
      }
      return byFace;
    }, script);
  const before = await widths();
  release();
  await page.evaluate(() => document.fonts.ready);
  const after = await widths();
  for (const face of Object.keys(before))
    console.log(`${path} ${face}: ${((after[face] / before[face]) * 100).toFixed(1)}%`);
  await page.close();
}
await browser.close();
