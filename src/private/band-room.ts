/**
 * The greeting band's room, kept before the first paint so that nothing moves when the band comes: a script in
 * the page's head (./band-room-script.server.ts) marks a page that will greet someone and gives it the height
 * the band last had at this window width in this look, which the guest's script keeps (./guest.ts). app.css
 * reserves it.
 */
import { BAND_HEIGHTS, GREETING_FACES } from "./paths";
import { store } from "./storage";

/** The property app.css reads the band's height from, and the attribute that marks a page that will greet someone. */
export const BAND_HEIGHT_PROPERTY = "--greeting-band";
export const GREETED_ATTRIBUTE = "data-greeted";

/**
 * The key of a band's height: the page's look, which the root writes on <html> as data-look (the game's band
 * is of another height), and the window's width ("gamer-375").
 */
const heightKey = (look: string | undefined, width: number) => `${look}-${width}`;

/** The band's own height at this width: its lines and padding, not the room it fills. */
function naturalHeight(band: HTMLElement): number {
  const lines = [...band.children].map((child) => child.getBoundingClientRect());
  const { paddingTop, paddingBottom } = getComputedStyle(band);
  const ink = Math.max(...lines.map((line) => line.bottom)) - Math.min(...lines.map((line) => line.top));
  return ink + parseFloat(paddingTop) + parseFloat(paddingBottom);
}

/** How long a greeting waits for its faces before it is drawn in whatever face has come. */
const FACES_WAIT_MS = 1500;

/** A stylesheet loaded, or failed: the band is drawn either way. */
const settled = (link: HTMLLinkElement) =>
  link.sheet
    ? Promise.resolve()
    : new Promise((resolve) => {
        link.addEventListener("load", resolve, { once: true });
        link.addEventListener("error", resolve, { once: true });
      });

/** The greetings' faces' stylesheets the page asked for (./greeting-stylesheets.ts), then the faces they name. */
async function facesCome(): Promise<void> {
  const stylesheets = document.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][href*="/${GREETING_FACES}"]`);
  await Promise.all([...stylesheets].map(settled));
  await document.fonts.ready;
}

/**
 * Settles when the band, laid out but not drawn, may be drawn: once its faces have come (the greetings' own
 * files, fetched as it is laid out), so its letters do not move in its room as they swap, and a face that never
 * comes does not keep it hidden. Its height is kept for the next page's room.
 */
export async function drawBand(band: HTMLElement): Promise<void> {
  await Promise.race([facesCome(), new Promise((resolve) => setTimeout(resolve, FACES_WAIT_MS))]);
  keepBandHeight(naturalHeight(band));
}

/** Keeps the band's height on this page, for the next page at this width and look. */
export function keepBandHeight(height: number) {
  let heights: Record<string, number> = {};
  try {
    heights = JSON.parse(localStorage.getItem(BAND_HEIGHTS) ?? "{}") as Record<string, number>;
  } catch {
    // A value this script did not write is written over.
  }
  heights[heightKey(document.documentElement.dataset.look, innerWidth)] = Math.ceil(height);
  store(BAND_HEIGHTS, JSON.stringify(heights));
}
