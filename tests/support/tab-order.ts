import { type Page } from "@playwright/test";
import { wordsAt } from "./content";
import { expect } from "./fixtures";

const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName.toLowerCase(), id: element?.id, text: element?.textContent?.trim() ?? "" };
  });

/** The skip link is the first Tab stop, visible when focused, and moves focus into main. */
export async function expectSkipLinkWorks(page: Page) {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: wordsAt(page.url()).skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  expect(await focusedElement(page)).toMatchObject({ tag: "main", id: "main" });
  // The next Tab goes on from main's start (into it, or past it when it has no control), never back to the header.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.querySelector("header")?.contains(document.activeElement) ?? false)).toBe(
    false,
  );
}

/**
 * Pairs of Tab stops where the next one is above the one before: Tab must go
 * down the page as a guest reads it. Lay the page out first (layOutEverySection).
 */
export function tabStopsGoingBackUp(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A section far from the screen is skipped again (content-visibility: auto), and the boxes
    // inside a skipped section are not kept up to date: measure every one laid out.
    for (const section of document.querySelectorAll<HTMLElement>(".deferred-layout")) {
      section.style.contentVisibility = "visible";
    }
    const stops = [...document.querySelectorAll<HTMLElement>("a[href], button, summary, [tabindex]")]
      .filter((element) => element.tabIndex >= 0 && element.checkVisibility())
      // Controls pinned to the window (the skip link, the scroll-to-top button) have no place in the page's flow.
      .filter((element) => !["fixed", "sticky"].includes(getComputedStyle(element).position))
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: element.textContent?.trim() || element.getAttribute("aria-label"),
          top: box.top + scrollY,
          bottom: box.bottom + scrollY,
        };
      });
    return stops.slice(1).flatMap((stop, index) => {
      const before = stops[index];
      return stop.bottom <= before.top ? [`${before.name} -> ${stop.name}`] : [];
    });
  });
}
