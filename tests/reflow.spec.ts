import { expect, openPage, test } from "./support/fixtures";

// Every screen at 320 px (400% zoom, then text at 200%) is in every-page.spec.ts.

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

test("the classic header folds its links into the menu when the guest makes the text larger", async ({ page }) => {
  for (const width of [768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, "/classic");
    // A browser's text size, changed on an open page: the window keeps its width, the header's row grows.
    await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
    await expect
      .poll(() =>
        page
          .locator("header")
          .first()
          .evaluate((header) => header.scrollWidth - header.clientWidth),
      )
      .toBeLessThanOrEqual(0);
  }
});
