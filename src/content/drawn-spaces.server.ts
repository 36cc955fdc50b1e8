import { mapTexts } from "../words/map-texts";

/**
 * Spaces none of the design's faces has, each set as the nearest space they
 * all have, so no page leaves one to a face the design did not choose: the
 * narrow no-break space French writes before "! ? : ;" and the figure space
 * become a no-break space; the other fixed-width spaces, a space.
 */
const DRAWN_AS: Record<string, string> = {
  "\u202F": "\u00A0",
  "\u2007": "\u00A0",
  "\u2000": " ",
  "\u2001": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u2004": " ",
  "\u2005": " ",
  "\u2006": " ",
  "\u2008": " ",
  "\u200A": " ",
  "\u205F": " ",
};

const UNDRAWN = new RegExp(`[${Object.keys(DRAWN_AS).join("")}]`, "gu");

/** Every text in a value (the content, a dictionary) with its spaces set as the faces draw them. */
export const inDrawnSpaces = <Value>(value: Value): Value =>
  mapTexts(value, (text) => text.replace(UNDRAWN, (space) => DRAWN_AS[space]));
