import { axeViolations } from "./support/axe";
import { strayFaces } from "./support/faces";
import {
  brokenNames,
  brokenRuns,
  halfEmptyPanels,
  loneAddressWords,
  loneTerms,
  loneItems,
  loneNarrowCards,
  longCentredParagraphs,
  unframedEdgeParagraphs,
  longLines,
  offCentreCaptions,
  overlappingRows,
  sidewaysProblems,
  splitWords,
  squeezedButtons,
  strandedDots,
} from "./support/reflow";
import { expect, layOutEverySection, openPage, SCREENS, test, VIEWPORTS } from "./support/fixtures";
import { LANGUAGES, ownSite } from "./support/content";

/** Every language's names of the site's places. */
const placeNames = LANGUAGES.flatMap((language) => Object.values(ownSite(language).content.places)).map(
  (place) => place.name,
);

/**
 * Every screen of every language, in one visit each, at each width a guest
 * brings: a laptop's, a tablet's, a phone's, and 320 px (a 1280 px window at
 * 400% zoom, then a phone with its text at 200%). The pass every couple's
 * content and every dictionary gets (docs/testing.md): what the words and
 * the content change, where only a browser can see it. The fixture fails
 * the visit on a console error or a hydration mismatch (pageProblems).
 */
const WIDTHS = [
  { name: "1440 px", viewport: VIEWPORTS.laptop },
  { name: "768 px", viewport: VIEWPORTS.tablet },
  { name: "375 px", viewport: VIEWPORTS.phone },
  // Zoom divides a window's CSS width by the zoom: the pixel density only sharpens what is drawn.
  { name: "400% zoom", viewport: { width: 320, height: 180 } },
  // What a browser's "text size" setting does: the root font size doubles, and everything in rem follows.
  { name: "text at 200%", viewport: { width: 320, height: 640 }, rootFontSize: "200%" },
];

/**
 * The made-up sites of every dictionary (npm run test:sites) are there for their words: 320 px with
 * text at 200% holds those to the narrowest line, and 400% zoom's short window is your site's pass's.
 */
const widths = process.env.OTHER_SITE ? WIDTHS.filter(({ name }) => name !== "400% zoom") : WIDTHS;

for (const path of SCREENS) {
  test(`${path}: fits every width, in the design's faces, with links for its navigation on a laptop, and axe finds nothing`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.laptop);
    await openPage(page, path);
    for (const { name, viewport, rootFontSize } of widths) {
      await page.setViewportSize(viewport);
      if (rootFontSize) await page.evaluate((size) => (document.documentElement.style.fontSize = size), rootFontSize);
      await layOutEverySection(page);
      expect(await sidewaysProblems(page), `scrolls sideways or cuts off at ${name}`).toEqual([]);
      expect(await splitWords(page), `splits words at ${name}`).toEqual([]);
      expect(await brokenNames(page), `breaks a name at ${name}`).toEqual([]);
      expect(await brokenRuns(page, placeNames), `breaks an address, a hashtag or a place's name at ${name}`).toEqual(
        [],
      );
      expect(await strandedDots(page), `leaves a "·" at a line's end or start at ${name}`).toEqual([]);
      expect(await loneTerms(page), `leaves a gift detail's term alone at ${name}`).toEqual([]);
      // At 320 px a hotbar may wrap: it is laid out for the narrowest phone in common use (src/gamer/bar-widths.ts);
      // and an address line of three may end on one word.
      if (viewport.width >= VIEWPORTS.phone.width) {
        expect(await loneItems(page), `leaves a page of the menu alone at ${name}`).toEqual([]);
        expect(await overlappingRows(page), `sets the menu's frames over each other at ${name}`).toEqual([]);
        expect(await loneAddressWords(page), `leaves an address's last word alone at ${name}`).toEqual([]);
      }
      if (viewport === VIEWPORTS.laptop) {
        // The classic header's menu button, which a laptop never needs: its navigation fits as links.
        await expect(page.locator("header summary")).toBeHidden();
        expect(await strayFaces(page), "drawn in a face the design did not choose").toEqual([]);
        expect(await longLines(page), "sets lines too long to read").toEqual([]);
        expect(await offCentreCaptions(page), "sets spaced capitals off their centre").toEqual([]);
      }
      if (viewport.width >= VIEWPORTS.tablet.width) {
        expect(await halfEmptyPanels(page), `leaves a card half empty at ${name}`).toEqual([]);
        expect(await loneNarrowCards(page), `leaves a narrow card alone on a row at ${name}`).toEqual([]);
        expect(await squeezedButtons(page), `squeezes a button's label at ${name}`).toEqual([]);
      }
      if (viewport === VIEWPORTS.phone) {
        expect(await longCentredParagraphs(page), "centres a paragraph of five lines or more").toEqual([]);
        expect(await unframedEdgeParagraphs(page), "sets a paragraph from its edge among centred lines").toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
      }
    }
  });
}
