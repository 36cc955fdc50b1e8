import { content } from "./support/content";
import { EVENT_PLACES, expect, HOTELS, MOMENTS, openPage, PARKING, test } from "./support/fixtures";

test.use({ viewport: { width: 794, height: 1123 } });

test("/classic prints the schedule, addresses, hotels and FAQ in ink, without navigation, buttons or backgrounds", async ({
  page,
}) => {
  await openPage(page, "/classic");
  await page.emulateMedia({ media: "print" });
  const main = page.getByRole("main");

  await expect(page.locator("header")).toBeHidden();
  await expect(page.getByRole("button")).toHaveCount(0);
  await expect(main.getByRole("link")).toHaveCount(0);
  for (const item of MOMENTS) await expect(main.getByText(item.title, { exact: true })).toBeVisible();
  for (const place of [...EVENT_PLACES, ...PARKING, ...HOTELS]) {
    await expect(main.getByRole("heading", { name: place.name, exact: true })).toBeVisible();
    await expect(main.getByText(place.streetAddress).first()).toBeVisible();
  }
  for (const item of content.faq) {
    await expect(main.getByRole("heading", { name: item.question, exact: true })).toBeVisible();
  }

  const painted = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.checkVisibility())
      .map((element) => getComputedStyle(element).backgroundColor)
      .filter((colour) => colour !== "rgba(0, 0, 0, 0)"),
  );
  expect(painted).toEqual([]);

  // The PDF a guest's printer gets: a few pages, not the dozens a screen layout would make.
  const pdf = await page.pdf({ format: "A4" });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.length).toBeLessThanOrEqual(10);
});
