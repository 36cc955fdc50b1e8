import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { openPage, PRERENDERED_PATHS } from "./site";

/**
 * The classic page's sections are laid out only near the screen
 * (content-visibility: auto) and stand in at an estimated height until then.
 * axe measures where text sits to find the colour behind it, so a section
 * still at its estimate puts its lower text over the footer. A guest scrolling
 * down sees every section laid out; so does axe, after this.
 */
async function layOutEverySection(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: "instant" });
      await new Promise(requestAnimationFrame);
    }
    scrollTo({ top: 0, behavior: "instant" });
    await new Promise(requestAnimationFrame);
  });
}

const PAGES = [...PRERENDERED_PATHS.filter((path) => path !== "/404"), "/no-such-page"];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await openPage(page, path);
        await layOutEverySection(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      });
    }
  });
}
