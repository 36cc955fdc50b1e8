import { fitsOneLineOnAWideScreen } from "../src/invitation/CoupleNames";
import { content, namesHeading, siteTitle, words } from "./support/content";
import { expect, openPage, stubExternalSites, test, VIEWPORTS } from "./support/fixtures";

const classicEnter = (page: import("@playwright/test").Page) =>
  page.getByRole("link", { name: words.landing.enterClassic });
const gamerEnter = (page: import("@playwright/test").Page) =>
  page.getByRole("link", { name: words.landing.enterGamer });

test.describe("landing page", () => {
  test("greets guests with the couple's names and the choice of experience", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(namesHeading);
    for (const line of [words.welcome, words.chooseExperience, words.bestOnComputer]) {
      // The laptop hint is in the game's card below xl, and under both cards from it: one of the two is shown.
      await expect(page.getByText(line, { exact: true }).filter({ visible: true })).toHaveCount(1);
    }
    await expect(page).toHaveTitle(siteTitle);
  });

  test.describe("at 1440 px", () => {
    test.use({ viewport: VIEWPORTS.laptop });

    test("shows both Enter buttons; the classic one reaches /classic", async ({ page }) => {
      await page.goto("/");
      await expect(gamerEnter(page)).toBeVisible();
      await classicEnter(page).click();
      await expect(page).toHaveURL("/classic");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(namesHeading);
    });

    test("the names take one line where the column holds them at three quarters of their size, and the Enter buttons are on the first screen then", async ({
      page,
    }) => {
      await openPage(page, "/");
      // The two names side by side: their boxes overlap from top to bottom.
      const sideBySide = await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
        const [one, two] = [heading.children[0], heading.children[2]].map((name) => name.getBoundingClientRect());
        return one.top < two.bottom && two.top < one.bottom;
      });
      const oneLine = fitsOneLineOnAWideScreen(content.couple);
      expect(sideBySide).toBe(oneLine);
      if (oneLine) await expect(gamerEnter(page)).toBeInViewport({ ratio: 1 });
    });

    test("the gamer Enter button has a game icon and reaches /gamer", async ({ page }) => {
      await page.goto("/");
      await expect(gamerEnter(page).locator("svg")).toBeVisible();
      await gamerEnter(page).click();
      await expect(page).toHaveURL("/gamer");
    });

    test("Enter buttons are real links that work before JavaScript loads", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.laptop });
      const page = await context.newPage();
      await page.goto("/");
      await gamerEnter(page).click();
      await expect(page).toHaveURL("/gamer");
      await page.goBack();
      await classicEnter(page).click();
      await expect(page).toHaveURL("/classic");
      await context.close();
    });
  });

  test.describe("on a phone (375 x 812)", () => {
    test.use({ viewport: VIEWPORTS.phone });

    test("the RSVP is on the first screen; the classic card is entered, the game's waits for a laptop", async ({
      page,
    }) => {
      await openPage(page, "/");
      await expect(page.getByRole("link", { name: new RegExp(`^${words.day.rsvp}`) })).toBeInViewport({ ratio: 1 });
      await expect(page.getByText(words.chooseExperience)).toBeHidden();
      await expect(classicEnter(page)).toBeVisible();
      const gameCard = page.getByRole("region", { name: words.pages.gamer });
      await expect(gameCard.getByText(words.landing.gamerDescription)).toBeVisible();
      await expect(gameCard.getByText(words.bestOnComputer)).toBeVisible();
      await expect(gamerEnter(page)).toBeHidden();
    });
  });

  test.describe("at 1100 px", () => {
    test.use({ viewport: { width: 1100, height: 800 } });

    test("shows only the classic Enter button", async ({ page }) => {
      await page.goto("/");
      await expect(classicEnter(page)).toBeVisible();
      await expect(gamerEnter(page)).toBeHidden();
      await classicEnter(page).click();
      await expect(page).toHaveURL("/classic");
    });
  });

  test("the RSVP button opens the RSVP page in a new tab", async ({ page }) => {
    await stubExternalSites(page);
    await page.goto("/");
    const rsvp = page.getByRole("link", { name: new RegExp(words.day.rsvp) });
    await expect(rsvp).toHaveAttribute("target", "_blank");
    await expect(rsvp).toHaveAttribute("rel", "noopener noreferrer");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), rsvp.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(content.rsvpUrl);
    expect(page.url()).toMatch(/\/$/);
  });

  test.describe("hover animation", () => {
    test.use({ viewport: VIEWPORTS.laptop });

    const transformAfterHover = async (page: import("@playwright/test").Page, name: string | RegExp) => {
      const link = page.getByRole("link", { name });
      await link.hover();
      await page.waitForTimeout(600);
      // Tailwind 4 moves elements with the `translate` property, not `transform`.
      return link.evaluate((element) => getComputedStyle(element).translate);
    };

    test("lifts the Enter and RSVP buttons", async ({ page }) => {
      await page.goto("/");
      for (const name of [words.landing.enterClassic, words.landing.enterGamer, new RegExp(words.day.rsvp)]) {
        expect(await transformAfterHover(page, name)).not.toBe("none");
      }
    });

    test("is off under prefers-reduced-motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      for (const name of [words.landing.enterClassic, words.landing.enterGamer, new RegExp(words.day.rsvp)]) {
        expect(await transformAfterHover(page, name)).toBe("none");
      }
    });
  });

  test("fetches web-vitals once idle only when the content names an endpoint, and sends nothing without one", async ({
    page,
  }) => {
    const requests: string[] = [];
    const beacons: string[] = [];
    page.on("request", (request) => {
      requests.push(request.url());
      if (request.method() === "POST") beacons.push(request.url());
    });
    const vitalsFetched = content.site.vitalsEndpoint ? page.waitForRequest(/web-vitals/) : undefined;
    await openPage(page, "/");
    // Idle callbacks run in the order they were asked for: once this one has run, the site's has too.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    if (vitalsFetched) {
      const response = await (await vitalsFetched).response();
      expect(response?.status(), "web-vitals is served").toBe(200);
      // It runs: the first paint's figures go to the endpoint as soon as it has loaded.
      await expect.poll(() => beacons).toContain(content.site.vitalsEndpoint);
    } else expect(requests.filter((url) => /web-vitals/.test(url))).toEqual([]);
    await page.getByRole("link", { name: words.landing.enterClassic }).click();
    await expect(page).toHaveURL("/classic");
    if (!content.site.vitalsEndpoint) expect(beacons).toEqual([]);
  });
});
