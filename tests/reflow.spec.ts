import { expect, layOutEverySection, openPage, SCREENS, test, VIEWPORTS } from "./support/site";
import { brokenNames, sidewaysProblems, splitWords } from "./support/reflow";

// A tablet at the default text size, every screen in one visit (a phone's and a laptop's are in accessibility.spec.ts).
test("at 768 px, no screen scrolls sideways, cuts anything off or splits a word that fits its line", async ({
  page,
}) => {
  test.setTimeout(SCREENS.length * 3_000 + 10_000);
  await page.setViewportSize(VIEWPORTS.tablet);
  for (const path of SCREENS) {
    await openPage(page, path);
    await layOutEverySection(page);
    expect(await sidewaysProblems(page), path).toEqual([]);
    expect(await splitWords(page), path).toEqual([]);
    expect(await brokenNames(page), path).toEqual([]);
  }
});

// Zoom divides a window's CSS width by the zoom: a 1280 px window at 400% lays pages out in
// 320 x 180 CSS px. The pixel density only sharpens what is drawn, so the geometry is measured at 1x.
test.describe("320 px: a 1280 px window at 400% zoom, then text at 200% on a phone", () => {
  test.use({ viewport: { width: 320, height: 180 } });

  for (const path of SCREENS) {
    test(`${path}: nothing scrolls sideways, is cut off or splits a word`, async ({ page }) => {
      await openPage(page, path);
      await layOutEverySection(page);
      expect(await sidewaysProblems(page), "at 400% zoom").toEqual([]);
      expect(await splitWords(page), "at 400% zoom").toEqual([]);
      expect(await brokenNames(page), "at 400% zoom").toEqual([]);

      await page.setViewportSize({ width: 320, height: 640 });
      // What a browser's "text size" setting does: the root font size doubles, and everything in rem follows.
      await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
      await layOutEverySection(page);
      expect(await sidewaysProblems(page), "with text at 200%").toEqual([]);
      expect(await splitWords(page), "with text at 200%").toEqual([]);
      expect(await brokenNames(page), "with text at 200%").toEqual([]);
    });
  }
});

test("at 400% zoom the classic header scrolls away instead of covering a third of the window", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 180 });
  await openPage(page, "/classic");
  await page.evaluate(() => scrollTo({ top: 600, behavior: "instant" }));
  const headerBottom = await page
    .locator("header")
    .first()
    .evaluate((header) => header.getBoundingClientRect().bottom);
  expect(headerBottom).toBeLessThanOrEqual(0);
});
