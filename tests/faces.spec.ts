import type { CDPSession, Page } from "@playwright/test";
import { FACES } from "../pipeline/font-faces";
import { expect, layOutEverySection, openPage, SCREENS, test } from "./support/site";

/**
 * The families the design draws with (pipeline/font-faces.ts), and those it
 * chose to step in for the scripts they lack: every other face is the device's guess.
 * Chromium names a web font by the name inside its file ("Cormorant Garamond Light Medium").
 */
const DESIGN_FAMILIES = [...new Set(FACES.flatMap((face) => face.sources.map((source) => source.family)))];
const byDesign = (family: string) => DESIGN_FAMILIES.some((design) => family.startsWith(design));

type DomNode = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; children?: DomNode[] };

/** Each element with text of its own, and that text: the nodes Chromium can say the faces of. */
function textHolders(node: DomNode, found: { nodeId: number; text: string }[] = []) {
  const text = (node.children ?? [])
    .filter((child) => child.nodeType === 3)
    .map((child) => child.nodeValue)
    .join("")
    .trim();
  if (text && !["SCRIPT", "STYLE", "TITLE", "NOSCRIPT"].includes(node.nodeName))
    found.push({ nodeId: node.nodeId, text });
  for (const child of node.children ?? []) textHolders(child, found);
  return found;
}

/** Every face Chromium drew each text with, as it reports them: the glyphs each face gave. */
async function facesDrawn(page: Page, cdp: CDPSession) {
  const { root } = (await cdp.send("DOM.getDocument", { depth: -1 })) as { root: DomNode };
  const drawn: { text: string; family: string; glyphs: number }[] = [];
  for (const { nodeId, text } of textHolders(root)) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const font of fonts) drawn.push({ text: text.slice(0, 60), family: font.familyName, glyphs: font.glyphCount });
  }
  return drawn;
}

// Once every web font has come: a face besides the design's now means a letter the design's faces lack.
for (const path of SCREENS) {
  test(`${path}: every text is drawn in the design's faces, none in the device's guess`, async ({ page }) => {
    await openPage(page, path);
    await layOutEverySection(page);
    await page.evaluate(() => document.fonts.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const strays = (await facesDrawn(page, cdp)).filter((drawn) => !byDesign(drawn.family));
    expect(strays).toEqual([]);
  });
}
