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

test("a caption's parts wrap with no line ending or starting on their dot", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/classic", "/gamer/travel"]) {
    await openPage(page, path);
    // Each part that opens a line stands with its dot before the clipping box's start; the others after it.
    const misplaced = await page.locator("[data-separated]").evaluateAll((boxes) =>
      boxes.flatMap((box) => {
        const rtl = getComputedStyle(box).direction === "rtl";
        const edge = box.getBoundingClientRect();
        const parts = [...(box.firstElementChild?.children ?? [])].map((part) => part.getBoundingClientRect());
        return parts.flatMap((part, index) => {
          const opensLine = index === 0 || part.top > parts[index - 1].top;
          const beforeStart = rtl ? part.right > edge.right : part.left < edge.left;
          return opensLine === beforeStart ? [] : [`${box.textContent}: part ${index}`];
        });
      }),
    );
    expect(misplaced, path).toEqual([]);
  }
});
