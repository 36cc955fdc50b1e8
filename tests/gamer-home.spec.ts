import { type Page } from "@playwright/test";
import { content, gamerLink, words } from "./support/content";
import { GAMER_HOME, GAMER_MENU, GAMER_PAGES } from "../src/pages";
import { expect, openPage, stubExternalSites, test, VIEWPORTS } from "./support/fixtures";

/** The game's start screen: its menu, with RSVP first, and the keys that move its cursor. */

const MENU = [words.day.rsvp, ...GAMER_MENU.map((page) => gamerLink(page).label)];
/** The menu's item for a page of the game, by its key, and its address. */
const item = (key: keyof typeof GAMER_PAGES) => MENU[GAMER_MENU.indexOf(GAMER_PAGES[key]) + 1];
const path = (key: keyof typeof GAMER_PAGES) => GAMER_PAGES[key].path;
const RSVP = MENU[0];
const menuItems = (page: Page) => page.getByRole("navigation", { name: words.game.mainMenu }).getByRole("listitem");
const selectedItem = (page: Page) => page.locator('[data-selected="true"]');

test.use({ viewport: VIEWPORTS.laptop });

test.describe("start menu", () => {
  test("lists RSVP and the five pages", async ({ page }) => {
    await openPage(page, GAMER_HOME.path);
    await expect(menuItems(page)).toHaveText(MENU.map((label) => new RegExp(label)));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(content.couple.partnerOne);
  });

  test("works with the mouse", async ({ page }) => {
    await openPage(page, GAMER_HOME.path);
    await expect(selectedItem(page)).toContainText(RSVP);
    await menuItems(page)
      .filter({ hasText: item("registry") })
      .hover();
    await expect(selectedItem(page)).toContainText(item("registry"));
    await menuItems(page)
      .filter({ hasText: item("schedule") })
      .getByRole("link")
      .click();
    await expect(page).toHaveURL(path("schedule"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.pages.schedule.title);
  });

  test("works with the keyboard: Up, Down, W, S move the cursor, Enter chooses", async ({ page }) => {
    await openPage(page, GAMER_HOME.path);
    await page.keyboard.press("ArrowDown");
    await expect(selectedItem(page)).toContainText(MENU[1]);
    await expect(menuItems(page).nth(1).getByRole("link")).toBeFocused();
    await page.keyboard.press("s");
    await page.keyboard.press("S");
    await expect(selectedItem(page)).toContainText(MENU[3]);
    await page.keyboard.press("w");
    await expect(selectedItem(page)).toContainText(MENU[2]);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(selectedItem(page)).toContainText(RSVP);
    // Up from the first item goes round to the last.
    await page.keyboard.press("ArrowUp");
    await expect(selectedItem(page)).toContainText(MENU[MENU.length - 1]);
    await expect(
      menuItems(page)
        .nth(MENU.length - 1)
        .getByRole("link"),
    ).toBeFocused();
    await expect(selectedItem(page).locator("svg[aria-hidden]").first()).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(GAMER_MENU[GAMER_MENU.length - 1].path);
  });

  test("every item, RSVP included, takes the one selected colour, and no web underline", async ({ page }) => {
    await openPage(page, GAMER_HOME.path);
    const looks = new Set<string>();
    for (const label of MENU) {
      await menuItems(page).filter({ hasText: label }).getByRole("link").hover();
      const link = selectedItem(page).getByRole("link");
      await expect(link).toContainText(label);
      looks.add(
        await link.evaluate(
          (element) => `${getComputedStyle(element).color} ${getComputedStyle(element).textDecorationLine}`,
        ),
      );
    }
    await page.keyboard.press("ArrowDown");
    const focused = page.locator(":focus");
    looks.add(
      await focused.evaluate(
        (element) => `${getComputedStyle(element).color} ${getComputedStyle(element).textDecorationLine}`,
      ),
    );
    expect([...looks]).toEqual(["rgb(255, 213, 74) none"]);
  });

  test("Enter before any move starts the selected item: RSVP in a new tab", async ({ page }) => {
    await stubExternalSites(page);
    await openPage(page, GAMER_HOME.path);
    const [tab] = await Promise.all([page.context().waitForEvent("page"), page.keyboard.press("Enter")]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(content.rsvpUrl);
  });

  test("the cursor blinks and the item nudges, but not under reduced motion", async ({ page }) => {
    await openPage(page, GAMER_HOME.path);
    const cursor = selectedItem(page).locator("svg[aria-hidden]").first();
    await expect(cursor).toHaveCSS("animation-name", "blink");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(cursor).toHaveCSS("animation-name", "none");
    await expect(selectedItem(page).getByRole("link")).toHaveCSS("translate", "none");
  });
});

test("the keys' hint keeps each part whole on a line, a key with what it does, when the line wraps", async ({
  page,
}) => {
  await openPage(page, GAMER_HOME.path);
  // Text at 150%: the hint no longer fits one line of the menu's panel.
  await page.evaluate(() => (document.documentElement.style.fontSize = "150%"));
  const lines = await page.locator("p", { has: page.locator("kbd") }).evaluate((hint) => {
    // An element's lines, by the tops of its text's boxes.
    const linesOf = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = [...range.getClientRects()].map((box) => Math.round(box.top)).sort((a, b) => a - b);
      return tops.filter((top, index) => index === 0 || top - tops[index - 1] > 4).length;
    };
    return { hint: linesOf(hint), parts: [...(hint.firstElementChild?.children ?? [])].map(linesOf) };
  });
  expect(lines.hint, "the hint wraps at this size").toBeGreaterThan(1);
  expect(lines.parts).toEqual(words.game.controls.split(" · ").map(() => 1));
  await expect(page.locator("p", { has: page.locator("kbd") })).not.toContainText("·");
});
