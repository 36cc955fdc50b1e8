import { type Page } from "@playwright/test";
import { content, words } from "./support/content";
import { expect, openPage, test, VIEWPORTS } from "./support/fixtures";

/** The game's story page: the year tabs and the thumbnails that choose a chapter. */

test.use({ viewport: VIEWPORTS.laptop });

test.describe("our story", () => {
  const panel = (page: Page) => page.getByRole("tabpanel");

  async function expectChapter(page: Page, index: number) {
    const chapter = content.story[index];
    await expect(page.getByRole("tab", { name: chapter.gamerYear })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { selected: true })).toHaveCount(1);
    await expect(panel(page)).toContainText(chapter.text);
    await expect(panel(page).getByRole("img")).toHaveAttribute("alt", chapter.photo.alt);
  }

  const years = content.story.map((chapter) => chapter.gamerYear);
  const last = content.story.length - 1;
  const tab = (page: Page, index: number) => page.getByRole("tab", { name: years[index], exact: true });

  test("a year tab for each chapter, the first selected, the panel naming its tab", async ({ page }) => {
    await openPage(page, "/gamer/our-story");
    await expect(page.getByRole("tab")).toHaveText(years);
    await expectChapter(page, 0);
    await expect(panel(page)).toHaveAttribute("aria-labelledby", (await tab(page, 0).getAttribute("id")) ?? "");
  });

  test("a tab click shows its photo and paragraph", async ({ page }) => {
    await openPage(page, "/gamer/our-story");
    await tab(page, last).click();
    await expectChapter(page, last);
  });

  test("arrow keys, Home and End move between tabs, the arrows as the page's writing runs", async ({ page }) => {
    await openPage(page, "/gamer/our-story");
    // The next tab is the one the page's writing runs towards: on the left on a right-to-left page.
    const rtl = (await page.evaluate(() => document.documentElement.dir)) === "rtl";
    const [forward, back] = rtl ? ["ArrowLeft", "ArrowRight"] : ["ArrowRight", "ArrowLeft"];
    await tab(page, 0).focus();
    await page.keyboard.press(forward);
    await expectChapter(page, 1);
    await expect(tab(page, 1)).toBeFocused();
    await page.keyboard.press("End");
    await expectChapter(page, last);
    await page.keyboard.press(forward);
    await expectChapter(page, 0);
    await page.keyboard.press(back);
    await expectChapter(page, last);
    await page.keyboard.press("Home");
    await expectChapter(page, 0);
    await expect(tab(page, 0)).toBeFocused();
  });

  test("a thumbnail shows its chapter", async ({ page }) => {
    await openPage(page, "/gamer/our-story");
    const thumbnails = page.getByRole("list", { name: words.game.chapters }).getByRole("button");
    await expect(thumbnails).toHaveCount(content.story.length);
    await thumbnails.nth(last).click();
    await expectChapter(page, last);
    await expect(thumbnails.nth(last)).toHaveAttribute("aria-pressed", "true");
    await thumbnails.nth(1).click();
    await expectChapter(page, 1);
  });
});
