import { mapTexts } from "../words/map-texts";

/** Spaces no face of the design draws, set as the nearest one they all do (docs/decisions/0001). */
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

export const inDrawnSpaces = <Value>(value: Value): Value =>
  mapTexts(value, (text) => text.replace(UNDRAWN, (space) => DRAWN_AS[space]));
