import { CALENDAR_FILE, CLASSIC, GAMER_HOME, GAMER_PAGES, LANDING, PAGES } from "../src/pages";
import { LANGUAGE_CHOICE_KEY } from "../src/ui/LanguageSwitcher";
import { content, DEFAULT_LANGUAGE, LANGUAGES, pathIn, ownSite } from "./support/content";
import { expect, openPage, test } from "./support/fixtures";

/**
 * A site in several languages (the content's `languages`): each is a whole
 * prerendered site, the default at the root and each other under its code,
 * with its own words, dates and links. Nothing here runs for a site in one
 * language, which has no language in any address (routes.spec.ts checks that).
 */
test.skip(LANGUAGES.length < 2, "the content names one language");

const OTHER = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE) ?? DEFAULT_LANGUAGE;
const url = (path: string) => new URL(path, content.site.publicUrl).href;

// One test a language: five languages' pages in one would outlast a test's time on a slow machine.
for (const language of LANGUAGES)
  test(`every page in ${language} says its language, its own address, and the same page's in each`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path: defaultPath } of PAGES) {
      const path = pathIn(language, defaultPath);
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", language);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", url(path));
      await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute(
        "content",
        ownSite(language).words.locale.replace("-", "_"),
      );
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      expect(alternates, path).toEqual([
        ...LANGUAGES.map((each) => [each, url(pathIn(each, defaultPath))]),
        ["x-default", url(defaultPath)],
      ]);
    }
    await context.close();
  });

test.describe("each language's pages", () => {
  for (const language of LANGUAGES) {
    const { words, dates, content: inLanguage } = ownSite(language);

    test(`${language}: the landing, classic and game pages in its words and dates, linking within it`, async ({
      page,
    }) => {
      await openPage(page, pathIn(language, LANDING.path));
      await expect(page.getByText(words.welcome)).toBeVisible();
      await expect(page.getByText(dates.dateLine(inLanguage.wedding.date))).toBeVisible();
      await expect(page.getByRole("link", { name: words.landing.enterClassic })).toHaveAttribute(
        "href",
        pathIn(language, CLASSIC.path),
      );

      await openPage(page, pathIn(language, CLASSIC.path));
      await expect(page.getByRole("heading", { level: 2, name: words.pages.schedule.title })).toBeAttached();
      await expect(page.getByRole("heading", { level: 3, name: inLanguage.faq[0].question })).toBeAttached();
      await expect(page.getByRole("link", { name: words.calendar.add }).first()).toHaveAttribute(
        "href",
        pathIn(language, CALENDAR_FILE.path),
      );

      await openPage(page, pathIn(language, GAMER_PAGES.faq.path));
      await expect(page.getByRole("heading", { level: 1, name: words.pages.faq.title })).toBeVisible();
      await page.getByRole("navigation", { name: words.game.gamePages }).getByRole("link").first().click();
      await expect(page).toHaveURL(pathIn(language, "/gamer"));
    });

    test(`${language}: an unknown address under it answers 404 in its words, and offers each language's start`, async ({
      page,
    }) => {
      for (const path of [pathIn(language, "/no-such-page"), pathIn(language, "/gamer/no-such-page")]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator("html"), path).toHaveAttribute("lang", language);
        await expect(page.getByText(words.notFound.title), path).toBeVisible();
        // In the page's main: the game's logo may say the same words ("… retour à l'accueil").
        await expect(page.getByRole("main").getByRole("link", { name: words.notFound.home }), path).toHaveAttribute(
          "href",
          pathIn(language, "/"),
        );
      }
      // Each 404 offers the site in each language, at its look's start: there is no same page to lead to.
      for (const [path, start] of [
        ["/no-such-page", LANDING.path],
        ["/gamer/no-such-page", GAMER_HOME.path],
      ]) {
        await page.goto(pathIn(language, path));
        for (const other of LANGUAGES) {
          const links = page.getByRole("navigation", { name: words.languages }).locator(`a[hreflang="${other}"]`);
          expect(await links.count(), path).toBeGreaterThan(0);
          for (const link of await links.all()) await expect(link, path).toHaveAttribute("href", pathIn(other, start));
        }
      }
    });

    test(`${language}: the calendar file names the events in its words`, async ({ request }) => {
      const response = await request.get(pathIn(language, CALENDAR_FILE.path));
      expect(response.status()).toBe(200);
      // Unfolded, and its text unescaped (RFC 5545: "\\," is a comma).
      const ics = (await response.text()).replace(/\r\n[ \t]/g, "").replace(/\\([,;\\])/g, "$1");
      // Each event by its title as the site's calendar gives it in that language: a lone event is "the wedding", in
      // its words, as the couple wrote them.
      for (const { calendar } of ownSite(language).events) expect(ics).toContain(calendar.title);
    });
  }
});

test("the switcher leads to the same page and section in another language, and remembers the choice", async ({
  page,
}) => {
  const { words } = ownSite(OTHER);
  await openPage(page, `${CLASSIC.path}#faq`);
  const switcher = page.getByRole("navigation", { name: ownSite(DEFAULT_LANGUAGE).words.languages });
  await switcher.getByRole("link", { name: new RegExp(words.languageName) }).click();
  await expect(page).toHaveURL(`${pathIn(OTHER, CLASSIC.path)}#faq`);
  await expect(page.locator("html")).toHaveAttribute("lang", OTHER);
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_CHOICE_KEY)).toBe(OTHER);

  // Back at the default language's landing, the site offers the choice, and does not redirect.
  await openPage(page, LANDING.path);
  const offer = page.getByRole("link", { name: words.readInThisLanguage });
  await expect(offer).toHaveAttribute("href", pathIn(OTHER, LANDING.path));
  await expect(page).toHaveURL(LANDING.path);
});

test("the switcher's links work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(GAMER_PAGES.schedule.path);
  const links = page.getByRole("navigation", { name: ownSite(DEFAULT_LANGUAGE).words.languages }).first();
  await links.getByRole("link", { name: new RegExp(ownSite(OTHER).words.languageName) }).click();
  await expect(page).toHaveURL(pathIn(OTHER, GAMER_PAGES.schedule.path));
  await context.close();
});

test.describe("the landing offers the guest's own language", () => {
  test.use({ locale: OTHER });

  test("where the browser asks for another of the site's languages than the page's", async ({ page }) => {
    await openPage(page, LANDING.path);
    await expect(page.getByRole("link", { name: ownSite(OTHER).words.readInThisLanguage })).toHaveAttribute(
      "href",
      pathIn(OTHER, LANDING.path),
    );
    // In the language the browser asks for, nothing is offered.
    await openPage(page, pathIn(OTHER, LANDING.path));
    for (const language of LANGUAGES.filter((each) => each !== OTHER)) {
      await expect(page.getByRole("link", { name: ownSite(language).words.readInThisLanguage })).toHaveCount(0);
    }
  });
});
