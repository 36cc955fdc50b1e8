import { ar } from "./ar";
import { de } from "./de";
import { en, type SiteWords } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { he } from "./he";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { pt } from "./pt";
import { baseOf, regionOf } from "../language-tag";
import { mapTexts } from "./map-texts";

/**
 * Every language the site speaks around the couple's content, by its code
 * (ISO 639-1). A couple's `languages` may name any of these, alone or with a
 * region (src/language-tag.ts); a new one is a
 * dictionary of the same shape, added here. Only the build reads them: a page
 * carries its own language's words in its HTML (src/ui/locale.tsx).
 */
export const DICTIONARIES: Record<string, SiteWords> = { en, es, pt, fr, de, it, nl, pl, he, ar };

/**
 * The words of a site in `language` ("pl", "pt-BR"): its dictionary's, with
 * the region's locale where it names one, so that its dates, digits and clock
 * are the region's ("pt-BR") rather than the dictionary's own ("pt-PT").
 */
export function wordsFor(language: string): SiteWords {
  const dictionary = DICTIONARIES[baseOf(language)];
  if (!regionOf(language)) return dictionary;
  const spelt = REGIONAL_SPELLING[language];
  return { ...(spelt ? mapTexts(dictionary, spelt) : dictionary), locale: language };
}

/** How a region spells what its language's dictionary writes: Switzerland and Liechtenstein write no ß. */
const swissGerman = (text: string) => text.replaceAll("ß", "ss");
const REGIONAL_SPELLING: Record<string, (text: string) => string> = { "de-CH": swissGerman, "de-LI": swissGerman };

export type { SiteWords } from "./en";
