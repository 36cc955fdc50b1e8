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
