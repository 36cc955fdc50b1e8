import { type Page } from "@playwright/test";
import { content, gamerLink, homeLinkName, pathInEach, words } from "./support/content";
import { GAMER_HOME, GAMER_MENU } from "../src/pages";
import { expect, openPage, stubExternalSites, test, VIEWPORTS } from "./support/fixtures";

/** What frames every page of the game: the logo, the icon bar, the scene, on a laptop and on a phone. */

const CHILD_PAGES = GAMER_MENU.map(gamerLink);
const ICONS = [gamerLink(GAMER_HOME).label, ...CHILD_PAGES.map((page) => page.label)];

const iconBar = (page: Page) => page.getByRole("navigation", { name: words.game.gamePages });

test.use({ viewport: VIEWPORTS.laptop });

test.describe("gamer layout", () => {
  test("the icon bar is hidden on the start screen", async ({ page }) => {
    await openPage(page, "/gamer");
    await expect(iconBar(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: homeLinkName })).toHaveAttribute("href", "/");
  });

  for (const child of CHILD_PAGES) {
    test(`${child.path}: header, icon bar, one main, one h1; its icon is the current page`, async ({ page }) => {
      await openPage(page, child.path);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(child.label);
      await expect(iconBar(page)).toBeVisible();
      for (const label of ICONS)
        await expect(iconBar(page).getByRole("link", { name: label, exact: true })).toBeVisible();
      await expect(iconBar(page).getByRole("link", { name: child.label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(iconBar(page).locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test("the icon bar's Home goes to the start screen and its RSVP opens a new tab", async ({ page }) => {
    await stubExternalSites(page);
    await openPage(page, "/gamer/faq");
    const rsvp = iconBar(page).getByRole("link", { name: new RegExp(words.day.rsvp) });
    await expect(rsvp).toHaveAttribute("href", content.rsvpUrl);
    const [tab] = await Promise.all([page.context().waitForEvent("page"), rsvp.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(content.rsvpUrl);
    await iconBar(page)
      .getByRole("link", { name: gamerLink(GAMER_HOME).label, exact: true })
      .click();
    await expect(page).toHaveURL("/gamer");
    await expect(iconBar(page)).toHaveCount(0);
  });

  test("the icons are pixel art, each at a whole multiple of its pixel grid", async ({ page }) => {
    await openPage(page, "/gamer/schedule");
    const icons = await iconBar(page)
      .locator("svg")
      .evaluateAll((svgs) =>
        (svgs as SVGSVGElement[]).map((svg) => ({
          grid: svg.viewBox.baseVal.width,
          shown: svg.getBoundingClientRect().width,
        })),
      );
    expect(icons.length).toBeGreaterThan(ICONS.length);
    for (const { grid, shown } of icons) expect(shown % grid, `${shown} px for a ${grid} px grid`).toBe(0);
  });

  test("each icon's tooltip shows on hover", async ({ page }) => {
    await openPage(page, "/gamer/schedule");
    for (const label of ICONS) {
      const link = iconBar(page).getByRole("link", { name: label, exact: true });
      const tooltip = link.locator("[data-tooltip]");
      await expect(tooltip).toBeHidden();
      await link.hover();
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveText(label);
    }
  });

  test("each icon's tooltip shows on keyboard focus", async ({ page }) => {
    await openPage(page, "/gamer/schedule");
    await page.getByRole("link", { name: homeLinkName }).focus();
    for (const label of ICONS) {
      await page.keyboard.press("Tab");
      if (label === ICONS[Math.ceil(ICONS.length / 2)]) await page.keyboard.press("Tab"); // past the RSVP button in the middle
      const link = iconBar(page).getByRole("link", { name: label, exact: true });
      await expect(link).toBeFocused();
      await expect(link.locator("[data-tooltip]")).toBeVisible();
    }
  });
});

test.describe("the scene", () => {
  test("the sky and the landscape cover every page's full height, however long, at every width", async ({ page }) => {
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      for (const path of [...CHILD_PAGES.map((child) => child.path), "/gamer/no-such-page"]) {
        await openPage(page, path);
        const scene = await page.locator("[data-scene-layer=sky]").evaluate((sky) => {
          const box = sky.getBoundingClientRect();
          return {
            top: box.top + scrollY,
            bottom: box.bottom + scrollY,
            page: document.documentElement.scrollHeight,
            size: getComputedStyle(sky).backgroundSize,
          };
        });
        const where = `${path} at ${viewport.width} px`;
        expect(scene.top, where).toBe(0);
        expect(Math.round(scene.bottom), where).toBe(scene.page);
        // Drawn at the landscape's scale from the foot up, never stretched to the page (its pixels would grow with it).
        expect(scene.size, where).toMatch(/^auto \d+px$/);
      }
    }
  });

  test("the game's 404 is one screen of a laptop's, the landscape's foot included: nothing to scroll to", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.laptop);
    for (const { path } of pathInEach("/gamer/no-such-page")) {
      await openPage(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollHeight), path).toBeLessThanOrEqual(
        VIEWPORTS.laptop.height,
      );
    }
  });

  test("no star and no moon sits behind a title: they keep to the margins beside the page's column", async ({
    page,
  }) => {
    // The narrowest screen with margins, and a wide one.
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of ["/gamer", ...CHILD_PAGES.map((child) => child.path), "/gamer/no-such-page"]) {
        await page.goto(path);
        const { layers, overlaps } = await page.evaluate(() => {
          const boxes = (selector: string) =>
            [...document.querySelectorAll<HTMLElement>(selector)]
              .filter((element) => element.checkVisibility())
              .map((element) => ({
                name: element.dataset.sceneLayer ?? element.textContent,
                box: element.getBoundingClientRect(),
              }));
          const layers = boxes("[data-scene-layer=stars], [data-scene-layer=moon]");
          const titles = boxes("h1, h2, main > div > p");
          const overlaps = layers.flatMap((layer) =>
            titles
              .filter(
                ({ box }) =>
                  box.left < layer.box.right &&
                  layer.box.left < box.right &&
                  box.top < layer.box.bottom &&
                  layer.box.top < box.bottom,
              )
              .map((title) => `${layer.name} behind "${title.name}"`),
          );
          return { layers: layers.length, overlaps };
        });
        expect(layers, `${path} at ${viewport.width} px draws its stars and moon`).toBeGreaterThan(0);
        expect(overlaps, `${path} at ${viewport.width} px`).toEqual([]);
      }
    }
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("the icons take two rows at most before the page's title, and the RSVP quest no more than its own, in every language", async ({
    page,
  }) => {
    const paths = pathInEach(CHILD_PAGES[0].path);
    // Beside the logo where the site has one language; where it has more, their links stand there, and the quest
    // takes a row of its own under the pages (src/gamer/GameHeader.tsx).
    const rowsAtMost = paths.length > 1 ? 3 : 2;
    for (const { path } of paths) {
      await openPage(page, path);
      const header = page.getByRole("banner");
      // The quest is its link, or once replies close, its badge; the logo's row is the first.
      const quest = header.locator(`a[href="${content.rsvpUrl}"], p`);
      // The languages' links are left out: a site of many languages gives them a row of their own on a phone.
      const tops = await header
        .locator("a:not([hreflang])")
        .or(quest)
        .evaluateAll((items) =>
          items.filter((item) => item.checkVisibility()).map((item) => item.getBoundingClientRect().top),
        );
      const rows = tops
        .sort((one, two) => one - two)
        .filter((top, index, sorted) => index === 0 || top - sorted[index - 1] > 8);
      expect(rows.length - 1, `rows under the logo's on ${path}`).toBeLessThanOrEqual(rowsAtMost);
    }
  });

  test("FAQ questions are at least 14 px, and a wrapped one's lines start in one column", async ({ page }) => {
    await openPage(page, "/gamer/faq");
    const questions = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .evaluateAll((headings) =>
        headings.map((heading) => {
          const words = heading.lastElementChild as HTMLElement;
          const lines = [...words.getClientRects()];
          return {
            size: parseFloat(getComputedStyle(words).fontSize),
            lefts: lines.map((line) => Math.round(line.left)),
          };
        }),
      );
    expect(questions).toHaveLength(content.faq.length);
    for (const { size, lefts } of questions) {
      expect(size).toBeGreaterThanOrEqual(14);
      expect(new Set(lefts).size).toBe(1);
    }
  });
});
