import { type Page } from "@playwright/test";
import { content } from "../src/content";
import { ANY_DATE, expect, openPage, rsvpOpenAt, test } from "./site";

test.use({ serviceWorkers: "allow", viewport: { width: 375, height: 812 } });

/** A first visit: the worker installs, precaches every page, and takes the page over. */
async function visitOnce(page: Page) {
  await openPage(page, "/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve));
    }
  });
}

// The worker keeps nothing by age (photos by count), and the pages' own clock decides the rest:
// opened on any date, the offline copy holds what the page does.
for (const { name, clockAt } of ANY_DATE) {
  test.describe(`opened ${name}`, () => {
    test.use({ clockAt });

    test("after one visit, a guest without signal still reads the classic page and the gamer travel page", async ({
      page,
      context,
    }) => {
      await visitOnce(page);
      await context.setOffline(true);

      await page.goto("/classic");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const rsvp = page.locator("#hero").getByRole("link", { name: /^RSVP/ });
      await expect(rsvp).toHaveCount(rsvpOpenAt(clockAt) ? 1 : 0);
      for (const item of content.schedule) await expect(page.locator("#schedule")).toContainText(item.title);
      for (const item of content.faq) await expect(page.locator("#faq")).toContainText(item.question);

      await page.goto("/gamer/travel");
      await expect(page.getByRole("main")).toContainText(content.venue.streetAddress);
      for (const hotel of content.hotels) await expect(page.getByRole("main")).toContainText(hotel.name);
    });
  });
}

test("with signal, a page comes from the network first: a new deployment is seen at once, not a visit later", async ({
  page,
  context,
}) => {
  await visitOnce(page);
  // What a new deployment's /classic would say; the worker's copy is the old one.
  await context.route("**/classic", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>new</title><h1>A new deployment</h1>" }),
  );
  await page.goto("/classic");
  await expect(page.getByRole("heading", { name: "A new deployment" })).toBeVisible();
});

test("the manifest names the site and its icons, and the worker is served fresh each time", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.start_url).toBe("/");
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["192x192", "512x512"]);
  expect(manifest.icons.map((icon: { type: string }) => icon.type)).toEqual(["image/png", "image/png"]);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
});
