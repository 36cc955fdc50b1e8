import type { CDPSession, Page } from "@playwright/test";
import { emojiOf } from "../../pipeline/fonts/letter-shares";
import { EMOJI_FACES, FACES } from "../../pipeline/fonts/font-faces";
import { GREETING_FACES_CACHE } from "../../src/private/paths";

/**
 * The families the design draws with (pipeline/fonts/font-faces.ts), those it
 * chose to step in for the scripts they lack, and the device's colour emoji
 * face for the couple's emoji: every other face is the device's guess.
 * Chromium names a web font by the name inside its file ("Cormorant Garamond Light Medium").
 */
const DESIGN_FAMILIES = [
  ...new Set(FACES.flatMap((face) => face.sources.map((source) => source.family))),
  ...EMOJI_FACES,
];
const byDesign = (family: string) => DESIGN_FAMILIES.some((design) => family.startsWith(design));
const isEmojiFace = (family: string) => EMOJI_FACES.some((emoji) => family.startsWith(emoji));

/** Marks that set a text's direction and draw nothing: the page's isolates and joiners (src/text/reading-order.server.ts). */
const INVISIBLE = /[\u200e\u200f\u2060\u2066-\u2069]/gu;

type DomNode = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; children?: DomNode[] };

/** All the text inside a node, its descendants' too. */
const textIn = (node: DomNode): string =>
  node.nodeType === 3 ? node.nodeValue : (node.children ?? []).map(textIn).join("");

/**
 * Each element with text of its own, that text, and all the text inside it: the nodes Chromium can say the
 * faces of, which it says for everything drawn inside them.
 */
function textHolders(node: DomNode, found: { nodeId: number; text: string; inside: string }[] = []) {
  const text = (node.children ?? [])
    .filter((child) => child.nodeType === 3)
    .map((child) => child.nodeValue)
    .join("")
    .trim();
  if (text && !["SCRIPT", "STYLE", "TITLE", "NOSCRIPT"].includes(node.nodeName))
    found.push({ nodeId: node.nodeId, text, inside: textIn(node) });
  for (const child of node.children ?? []) textHolders(child, found);
  return found;
}

/** How many of the greetings' own faces the site's worker keeps on this device. */
export const keptGreetingFaces = (page: Page) =>
  page.evaluate(async (cacheName) => (await (await caches.open(cacheName)).keys()).length, GREETING_FACES_CACHE);

/**
 * What the page draws in a face the design did not choose, once every web
 * font has come: each text drawn in the device's guess, and each text with
 * an emoji that no colour emoji face drew. Lay the page out first (layOutEverySection).
 */
export async function strayFaces(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  // A text React sets anew while it is read (a countdown's tick, a household's band) is read again, in a new
  // document: its node is gone.
  for (let attempt = 1; ; attempt++) {
    try {
      const strays = await facesNotChosen(cdp);
      await cdp.detach();
      return strays;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("Could not find node")) throw error;
    }
  }
}

async function facesNotChosen(cdp: CDPSession): Promise<string[]> {
  const { root } = (await cdp.send("DOM.getDocument", { depth: -1 })) as { root: DomNode };
  const strays: string[] = [];
  for (const { nodeId, text, inside } of textHolders(root)) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    const shown = `"${text.slice(0, 60)}"`;
    // A face that drew only the invisible marks inside the node (a range's left-to-right isolates, in a link's
    // words for a screen reader too) drew nothing a guest sees.
    const invisible = inside.match(INVISIBLE)?.length ?? 0;
    for (const font of fonts)
      if (!byDesign(font.familyName) && font.glyphCount > invisible) strays.push(`${shown} in ${font.familyName}`);
    // A text not drawn (a closed menu's) has no faces to say.
    if (fonts.length > 0 && emojiOf(text).length > 0 && !fonts.some((font) => isEmojiFace(font.familyName))) {
      strays.push(`${shown}: its emoji in no colour emoji face`);
    }
  }
  return strays;
}
