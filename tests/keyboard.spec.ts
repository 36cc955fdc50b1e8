import { CLASSIC, GAMER_HOME, GAMER_MENU, LANDING } from "../src/pages";
import { content, pageTitle, CLASSIC_NAV, gamerLink, words, homeLinkName } from "./support/content";
import { EVENTS, expect, MOMENTS, openPage, SCREENS, test, VIEWPORTS } from "./support/fixtures";

test.describe("the game menu keeps to itself", () => {
  test("Enter on the logo opens the welcome page, not the menu's item", async ({ page }) => {
    await openPage(page, GAMER_HOME.path);
    await page.getByRole("link", { name: homeLinkName }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(LANDING.path);
  });

  test("arrows scroll the page while another control has focus, and leave the cursor where it was", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 420 });
    await openPage(page, GAMER_HOME.path);
    await page.getByRole("link", { name: homeLinkName }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.locator('[data-selected="true"]')).toContainText(words.day.rsvp);
  });
});

test.describe("a new page is announced", () => {
  test("moving between gamer pages puts focus on the new page's h1, at the top, with its title", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openPage(page, "/gamer/schedule");
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page
      .getByRole("navigation", { name: words.game.gamePages })
      .getByRole("link", { name: words.pages.faq.title, exact: true })
      .click();
    await expect(page).toHaveURL("/gamer/faq");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle(pageTitle(words.pages.faq.title));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the start menu's choice and the welcome page's Enter do the same", async ({ page }) => {
    await openPage(page, GAMER_HOME.path);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(GAMER_MENU[0].path);
    await expect(page.getByRole("heading", { level: 1, name: GAMER_MENU[0].title(words.pages) })).toBeFocused();

    await openPage(page, LANDING.path);
    await page.getByRole("link", { name: words.landing.enterClassic }).click();
    await expect(page).toHaveURL(CLASSIC.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(page).toHaveTitle(pageTitle(CLASSIC.title?.(words.pages)));
  });
});

test.describe("a link to a section", () => {
  test.use({ viewport: VIEWPORTS.phone });

  for (const { id } of CLASSIC_NAV) {
    test(`/classic#${id} opens the page at that section, just below the header, and stays there`, async ({ page }) => {
      await openPage(page, `/classic#${id}`);
      const sectionTop = () => page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top, id);
      const headerBottom = await page
        .locator("header")
        .first()
        .evaluate((header) => header.getBoundingClientRect().bottom);
      expect(Math.abs(((await sectionTop()) ?? Infinity) - headerBottom)).toBeLessThanOrEqual(2);
      // Nothing glides or shifts it away afterwards (photos, fonts, the sections below being laid out).
      await page.waitForTimeout(1000);
      expect(Math.abs(((await sectionTop()) ?? Infinity) - headerBottom)).toBeLessThanOrEqual(2);
    });
  }
});

test.describe("the classic menu on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("Escape closes it and gives focus back to its button", async ({ page }) => {
    await openPage(page, "/classic");
    const button = page.locator("header summary");
    await button.click();
    const faq = page
      .getByRole("navigation", { name: words.classic.navigation })
      .getByRole("link", { name: words.pages.faq.title });
    await faq.focus();
    await page.keyboard.press("Escape");
    await expect(faq).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("opens, and its links work, with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto("/classic");
    const faq = page
      .getByRole("navigation", { name: words.classic.navigation })
      .getByRole("link", { name: words.pages.faq.title });
    await expect(faq).toBeHidden();
    await page.locator("header summary").click();
    await expect(faq).toBeVisible();
    await faq.click();
    await expect(page).toHaveURL(/#faq$/);
    await context.close();
  });
});

test.describe("with JavaScript off", () => {
  for (const path of SCREENS) {
    test(`${path} is whole and readable`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text.length).toBeGreaterThan(20);
      await context.close();
    });
  }

  test("the story shows every chapter, one after another, with no tabs that cannot work", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto("/gamer/our-story");
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("list", { name: words.game.chapters })).toBeHidden();
    const panels = page.getByRole("tabpanel");
    await expect(panels).toHaveCount(content.story.length);
    for (const [index, chapter] of content.story.entries()) {
      await expect(panels.nth(index)).toContainText(chapter.text);
      await expect(panels.nth(index).getByRole("img", { name: chapter.photo.alt })).toBeVisible();
    }
    await context.close();
  });

  test("the game menu's links work", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.laptop });
    const page = await context.newPage();
    await page.goto("/gamer");
    await page
      .getByRole("navigation", { name: words.game.mainMenu })
      .getByRole("link", { name: words.pages.schedule.title })
      .click();
    await expect(page).toHaveURL("/gamer/schedule");
    await expect(page.getByRole("main")).toContainText(MOMENTS[0]?.title ?? EVENTS[0].name);
    await context.close();
  });
});

test.describe("touch", () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true });

  for (const path of SCREENS) {
    test(`${path}: every control is at least 44 by 44 px`, async ({ page }) => {
      await openPage(page, path);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("a, button, summary, [role=tab]")]
          // Links inside a sentence take the line's height; WCAG exempts them.
          .filter((control) => getComputedStyle(control).display !== "inline" && control.checkVisibility())
          // A section far below is not laid out yet (content-visibility: auto): nothing to measure until it is.
          .filter((control) => control.getBoundingClientRect().width > 0)
          .map((control) => ({
            name: control.getAttribute("aria-label") ?? control.textContent?.trim(),
            box: control.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
      );
      expect(small).toEqual([]);
    });
  }

  test("the gamer icon bar names each icon with a caption on a phone, where tooltips never show", async ({ page }) => {
    await openPage(page, "/gamer/faq");
    const bar = page.getByRole("navigation", { name: words.game.gamePages });
    const captions = await bar
      .getByRole("link")
      .evaluateAll((links) =>
        links.flatMap((link) =>
          [...link.querySelectorAll("span:not([data-tooltip]):not(.sr-only)")]
            .filter((span) => span.checkVisibility())
            .map((span) => span.textContent),
        ),
      );
    expect(captions).toEqual([GAMER_HOME, ...GAMER_MENU].map((page) => gamerLink(page).caption));
    for (const tooltip of await bar.locator("[data-tooltip]").all()) await expect(tooltip).toBeHidden();
  });
});
