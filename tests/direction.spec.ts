import type { Locator, Page } from "@playwright/test";
import { baseOf } from "../src/language-tag";
import { CLASSIC, GAMER_HOME, GAMER_PAGES, PAGES } from "../src/pages";
import { directionOf } from "../src/words/direction";
import { FACES } from "../pipeline/fonts/font-faces";
import { LANGUAGES, pathIn, ownSite } from "./support/content";
import { expect, openPage, test, VIEWPORTS } from "./support/fixtures";

/**
 * Which way each language's pages run: a language written right to left
 * (Hebrew, Arabic) lays its pages out from the right, while what is written
 * left to right in any language (a phone number, a payment handle) keeps its order.
 */
const directionIn = (language: string) => directionOf(ownSite(language).words.locale);
const RIGHT_TO_LEFT = LANGUAGES.filter((language) => directionIn(language) === "rtl");

test("every page and 404 page of every language says which way its lines run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const language of LANGUAGES) {
    for (const path of [...PAGES.map((each) => each.path), "/no-such-page", "/gamer/no-such-page"]) {
      await page.goto(pathIn(language, path));
      await expect(page.locator("html"), pathIn(language, path)).toHaveAttribute("dir", directionIn(language));
    }
  }
  await context.close();
});

async function boxOf(element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error(`${element.toString()} is not drawn`);
  return box;
}

/** Where a box's centre is across the screen, from 0 (the left edge) to 1 (the right). */
const across = async (page: Page, element: Locator) => {
  const { x, width } = await boxOf(element);
  return (x + width / 2) / (page.viewportSize()?.width ?? 1);
};

for (const language of RIGHT_TO_LEFT) {
  test.describe(`${language}, written right to left`, () => {
    test.use({ viewport: VIEWPORTS.laptop });
    const site = ownSite(language);

    test("the skip link comes in at the top right", async ({ page }) => {
      await openPage(page, pathIn(language, CLASSIC.path));
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: site.words.skipToContent });
      await expect(skip).toBeFocused();
      expect(await across(page, skip)).toBeGreaterThan(0.5);
    });

    test("the game's cursor stands at the right of the chosen line and points left, into it", async ({ page }) => {
      await openPage(page, pathIn(language, GAMER_HOME.path));
      const chosen = page.locator('[data-selected="true"]');
      const cursor = chosen.locator("svg");
      const link = chosen.getByRole("link");
      const linkBox = await boxOf(link);
      expect((await boxOf(cursor)).x).toBeGreaterThan(linkBox.x + linkBox.width - 1);
      // Mirrored.
      expect(await cursor.evaluate((svg) => getComputedStyle(svg).scale)).toBe("-1 1");
    });

    test("the left arrow leads to the next chapter of the story, the right one back", async ({ page }) => {
      const years = site.content.story.map((chapter) => chapter.gamerYear);
      test.skip(years.length < 2, "the story has one chapter");
      await openPage(page, pathIn(language, GAMER_PAGES.story.path));
      const tab = (index: number) => page.getByRole("tab", { name: years[index], exact: true });
      await tab(0).focus();
      await page.keyboard.press("ArrowLeft");
      await expect(tab(1)).toHaveAttribute("aria-selected", "true");
      await expect(tab(1)).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(tab(0)).toHaveAttribute("aria-selected", "true");
      // The tabs follow the reading way: the second stands left of the first.
      expect(await across(page, tab(1))).toBeLessThan(await across(page, tab(0)));
    });

    test("the ampersand between the names and initials keeps its slant, as on every language's pages", async ({
      page,
    }) => {
      await openPage(page, pathIn(language, CLASSIC.path));
      const ampersands = page.locator("header a span, h1 span").filter({ hasText: /^&$/ });
      expect(await ampersands.count()).toBeGreaterThan(0);
      for (const ampersand of await ampersands.all())
        expect(await ampersand.evaluate((span) => getComputedStyle(span).fontStyle)).toBe("italic");
    });

    test("a name in Latin letters keeps the game's own face, and with it its word gaps", async ({ page }) => {
      for (const path of [GAMER_PAGES.travel.path, GAMER_PAGES.schedule.path]) {
        await openPage(page, pathIn(language, path));
        const faces = await page
          .locator("main bdi")
          .evaluateAll((all) =>
            all
              .filter((bdi) => /^\P{L}*\p{Script=Latin}/u.test(bdi.textContent ?? ""))
              .map((bdi) => [bdi.textContent, getComputedStyle(bdi).fontFamily.split(",")[0]]),
          );
        // The script's face sets a space for its own letters, a sliver between Latin words: "HotelPodWawelem".
        for (const [text, face] of faces) expect(face, `${path}: ${text}`).not.toMatch(/Hebrew|Arabic/);
      }
    });

    test("a bank transfer's terms stand at the right of their values, or above them, in both experiences", async ({
      page,
    }) => {
      test.skip(!site.content.registry.gifts.some((gift) => gift.kind === "iban"), "no gift is a bank transfer");
      for (const path of [CLASSIC.path, GAMER_PAGES.registry.path]) {
        await openPage(page, pathIn(language, path));
        const terms = page.locator("dt:has(> bdi)");
        expect(await terms.count(), path).toBeGreaterThan(0);
        for (const term of await terms.all()) {
          const termBox = await boxOf(term.locator("bdi"));
          const valueBox = await boxOf(term.locator("xpath=following-sibling::dd[1]").locator("bdi"));
          const what = `${path}: ${await term.textContent()}`;
          // A label above its value (src/ui/gifts/GiftDetails.tsx): its line before the value's.
          if (await term.locator("xpath=ancestor::dl[@data-gift-details='labels']").count()) {
            expect(termBox.y + termBox.height, what).toBeLessThanOrEqual(valueBox.y + 1);
            continue;
          }
          // On one line, the term first from the right: its left edge past the value's right edge.
          expect(Math.abs(termBox.y - valueBox.y), what).toBeLessThan(termBox.height / 2);
          expect(termBox.x, what).toBeGreaterThanOrEqual(valueBox.x + valueBox.width - 1);
        }
      }
    });

    test("an address's lines start at the right, as the words beside them, whatever their letters", async ({
      page,
    }) => {
      for (const path of [CLASSIC.path, GAMER_PAGES.travel.path]) {
        await openPage(page, pathIn(language, path));
        // Each line a block of the address's (src/ui/places/PostalAddress.tsx), its words in a <bdi>.
        const gaps = await page.locator("address > span").evaluateAll((lines) =>
          lines
            .filter((line) => getComputedStyle(line.parentElement ?? line).textAlign !== "center")
            .map((line) => {
              const words = document.createRange();
              words.selectNodeContents(line);
              return [line.textContent, line.getBoundingClientRect().right - words.getBoundingClientRect().right];
            }),
        );
        expect(gaps.length, path).toBeGreaterThan(0);
        for (const [line, gap] of gaps) expect(gap, `${path}: ${line}`).toBeLessThan(2);
      }
    });

    test("payment handles and phone numbers keep reading left to right", async ({ page }) => {
      await openPage(page, pathIn(language, CLASSIC.path));
      const handles = page.locator('#registry [dir="ltr"]');
      test.skip((await handles.count()) === 0, "no gift shows a handle");
      for (const handle of await handles.all()) {
        // The first letter is drawn left of the last one, as on an English page.
        const [first, last] = await handle.evaluate((element) => {
          const range = document.createRange();
          const text = element.textContent ?? "";
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const nodes: Text[] = [];
          while (walker.nextNode()) nodes.push(walker.currentNode as Text);
          const xOf = (node: Text, offset: number) => {
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return range.getBoundingClientRect().x;
          };
          const lastNode = nodes.at(-1);
          if (text.length < 2 || !lastNode) return [0, 1];
          return [xOf(nodes[0], 0), xOf(lastNode, lastNode.length - 1)];
        });
        expect(first, (await handle.textContent()) ?? "").toBeLessThan(last);
      }
    });
  });
}

/** The faces a lone comma is drawn in, inside the game's terminal text of a page in a language. */
async function commaFaces(page: Page, language: string) {
  await page.goto(pathIn(language, GAMER_HOME.path));
  await page.evaluate(async () => {
    const comma = Object.assign(document.createElement("span"), {
      id: "comma",
      className: "font-terminal",
      textContent: ",",
    });
    document.body.append(comma);
    await document.fonts.ready;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#comma" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test("a right-to-left page's punctuation is its letters' script face's, a left-to-right page's the pixel face's", async ({
  page,
}) => {
  const terminal = FACES.find((face) => face.family === "VT323");
  for (const language of LANGUAGES) {
    // A region's pages are its language's: ":lang(ar)" holds on an "ar-EG" page.
    const scriptFace = terminal?.sources.find((source) => source.sentences?.lang === baseOf(language));
    const expected = directionIn(language) === "rtl" && scriptFace ? scriptFace.family : terminal?.family;
    // Chromium names a face by the name in its file: "Noto Sans Hebrew Thin".
    const faces = await commaFaces(page, language);
    expect(faces, language).toHaveLength(1);
    expect(faces[0].startsWith(expected ?? ""), `${language}: ${faces[0]}`).toBe(true);
  }
});
