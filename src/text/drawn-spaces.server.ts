import { mapTexts } from "./map-texts";

/** Spaces no face of the design draws, set as the nearest one they all do (docs/decisions/0001-letters-no-face-has.md). */
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

/** Raised letters no face draws ("XIIᵉ", "1ᵉʳ"), set as their letter, which the pages raise (../ui/Unbroken.tsx). */
const RAISED_LETTER = /[\u02B0-\u02B8\u1D2C-\u1D6A\u2071\u207F]/gu;

/** Normalizes the spaces and raised letters no font of the design has, in every text of `value`, to ones it has. */
export const inDrawnSpaces = <Value>(value: Value): Value =>
  mapTexts(value, (text) =>
    text.replace(UNDRAWN, (space) => DRAWN_AS[space]).replace(RAISED_LETTER, (letter) => letter.normalize("NFKC")),
  );
