import { type Page } from "@playwright/test";
import { content, wordsAt, words } from "./support/content";
import { expect, layOutEverySection, openPage, SCREENS, test, VIEWPORTS } from "./support/fixtures";
import { expectSkipLinkWorks, tabStopsGoingBackUp } from "./support/tab-order";
import { axeViolations } from "./support/axe";

/** The skip link first, one h1, every control named, no stray space before punctuation. */
async function expectReadable(page: Page) {
  const tree = await page.locator("body").ariaSnapshot();
  expect(tree.split("\n")[0]).toBe(`- link "${wordsAt(page.url()).skipToContent}":`);
  expect(tree.match(/heading ".+" \[level=1\]/g)).toHaveLength(1);
  // A link or button with no name is read as just "link".
  expect(tree.match(/^\s*- (link|button|tab)( \[.*\])?:?$/gm) ?? []).toEqual([]);
  // A name pieced together from hidden text reads "A & J , back to the top". French sets a space
  // before a colon, as its dictionary shows: "J&T : Jana & Tarek".
  const spacedColon = /[\u00a0\u202f]:/u.test(JSON.stringify(wordsAt(page.url())));
  const strayBefore = spacedColon ? /"[^"\n]* [,.)][^"\n]*"/g : /"[^"\n]* [,:;.)][^"\n]*"/g;
  expect(tree.match(strayBefore) ?? []).toEqual([]);
}

for (const viewport of [VIEWPORTS.phone, VIEWPORTS.laptop]) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    // What every width shows (axe at a phone's, overflow, words, faces) is in every-page.spec.ts.
    for (const path of SCREENS) {
      const title =
        viewport.width === 375
          ? `${path}: reads well to a screen reader, the skip link leads into main, and Tab goes down the page`
          : `${path}: no axe violations, and Tab goes down the page`;
      test(title, async ({ page }) => {
        await openPage(page, path);
        // What a screen reader reads and the skip link are the same at every width: the phone's visit checks them.
        if (viewport.width === 375) {
          await expectReadable(page);
          await expectSkipLinkWorks(page);
        }
        await layOutEverySection(page);
        expect(await tabStopsGoingBackUp(page), "Tab stops that go back up the page").toEqual([]);
        if (viewport.width !== 375) expect(await axeViolations(page)).toEqual([]);
      });
    }

    // The chapters' colours and controls are the same at every width: one phone's width is enough.
    // The first chapter is the one shown on load, scanned above.
    if (viewport.width === 375 && content.story.length > 1) {
      test("/gamer/our-story has no axe violations with each other chapter selected", async ({ page }) => {
        await openPage(page, "/gamer/our-story");
        for (const chapter of content.story.slice(1)) {
          await page.getByRole("tab", { name: chapter.gamerYear, exact: true }).click();
          await expect(page.getByRole("tabpanel")).toContainText(chapter.text);
          expect(await axeViolations(page), chapter.gamerYear).toEqual([]);
        }
      });
    }
  });
}

test("/classic with the phone menu open has no axe violations", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openPage(page, "/classic");
  await page.locator("header summary").click();
  await expect(
    page.getByRole("navigation", { name: words.classic.navigation }).getByRole("link").first(),
  ).toBeVisible();
  // The header and its open menu; the page behind is checked above. (axe scrolls each of its
  // words into view to read its colours, and the open menu, pinned to the top, would cover some.)
  expect(await axeViolations(page, { include: "header" })).toEqual([]);
});
