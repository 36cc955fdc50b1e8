/**
 * The greeting band's room, kept before the first paint so that nothing moves when the band comes: a script in
 * the page's head (./band-room-script.server.ts) marks a page that will greet someone and gives it the height
 * the band last had at this window width in this look, which the guest's script keeps (./guest.ts). app.css
 * reserves it.
 */
import { BAND_HEIGHTS } from "./addresses";

/** The property app.css reads the band's height from, and the attribute that marks a page that will greet someone. */
export const BAND_HEIGHT_PROPERTY = "--greeting-band";
export const GREETED_ATTRIBUTE = "data-greeted";

/** A game page's path, in any language ("/de/gamer/faq"): its band is the game's, of another height. */
export const GAME_PATH = /\/gamer(\/|$)/;

/** The key of a band's height: its look and the window's width ("gamer-375"). */
export const heightKey = (path: string, width: number) => `${GAME_PATH.test(path) ? "gamer" : "invitation"}-${width}`;

/** Keeps the band's height on this page, for the next page at this width and look. */
export function keepBandHeight(height: number) {
  let heights: Record<string, number> = {};
  try {
    heights = JSON.parse(localStorage.getItem(BAND_HEIGHTS) ?? "{}") as Record<string, number>;
  } catch {
    // A value this script did not write is written over.
  }
  heights[heightKey(location.pathname, innerWidth)] = Math.ceil(height);
  localStorage.setItem(BAND_HEIGHTS, JSON.stringify(heights));
}
