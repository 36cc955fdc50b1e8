import { type Page } from "@playwright/test";
import { content, site, words } from "./support/content";
import { directionOf } from "../src/words/direction";
import {
  ANY_DATE,
  EVENT_PLACES,
  expect,
  expectProblems,
  HOTELS,
  MOMENTS,
  openPage,
  rsvpOpenAt,
  test,
  VIEWPORTS,
} from "./support/fixtures";

test.use({ serviceWorkers: "allow", viewport: VIEWPORTS.phone });

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

// The pages' own clock decides what they show; the worker runs on the real one (Playwright's
// clock reaches pages, not workers), and keeps nothing by age (the test below checks it).
for (const { name, clockAt } of ANY_DATE) {
  test.describe(`opened ${name}`, () => {
    test.use({ clockAt });

    test("after one visit, a guest without signal still reads the classic page and the gamer travel page", async ({
      page,
      context,
      pageProblems,
    }) => {
      await visitOnce(page);
      await context.setOffline(true);

      // Hydrated offline: the scripts come from the worker's copy, and the page's clock has its say.
      await openPage(page, "/classic");
      const rsvp = page.locator("#hero").getByRole("link", { name: new RegExp(`^${words.day.rsvp}`) });
      await expect(rsvp).toHaveCount(rsvpOpenAt(clockAt) ? 1 : 0);
      for (const item of MOMENTS) await expect(page.locator("#schedule")).toContainText(item.title);
      for (const item of content.faq) await expect(page.locator("#faq")).toContainText(item.question);

      await openPage(page, "/gamer/travel");
      await expect(page.getByRole("main")).toContainText(EVENT_PLACES[0].streetAddress);
      for (const hotel of HOTELS) await expect(page.getByRole("main")).toContainText(hotel.name);
      // Without signal the photos not yet seen cannot load, as for any guest; the words are what must hold.
      const offline = /net::ERR_(FAILED|INTERNET_DISCONNECTED)/;
      expectProblems(pageProblems, offline);
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

test("the manifest names the site and its icons, and the worker is served fresh each time and keeps pages for good", async ({
  request,
}) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.start_url).toBe("/");
  expect([manifest.lang, manifest.dir]).toEqual([site.language, directionOf(site.words.locale)]);
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["192x192", "512x512"]);
  expect(manifest.icons.map((icon: { type: string }) => icon.type)).toEqual(["image/png", "image/png"]);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  // Nothing expires with time: a guest who opened the site long ago still has every page.
  // (workbox's runtime reads the option by name; a configured age would be written as `maxAgeSeconds:<number>`).
  expect(await worker.text()).not.toMatch(/maxAgeSeconds:\d/);
});
