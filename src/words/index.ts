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
import { ptBR } from "./pt-BR";
import { es419 } from "./es-419";
import { frBE } from "./fr-BE";
import { nlBE } from "./nl-BE";
import { enGB } from "./en-GB";
import { baseOf, regionOf } from "../language-tag";
import { mapTexts } from "./map-texts";
import { overlaid, type WordsOverlay } from "./overlay";

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
 * the region's own words and spelling where it has some, and the region's
 * locale, so that its dates, digits and clock are the region's ("pt-BR")
 * rather than the dictionary's own ("pt-PT").
 */
export function wordsFor(language: string): SiteWords {
  const dictionary = DICTIONARIES[baseOf(language)];
  if (!regionOf(language)) return dictionary;
  const worded = REGIONAL_WORDS[language] ? overlaid(dictionary, REGIONAL_WORDS[language]) : dictionary;
  const spelt = REGIONAL_SPELLING[language];
  return { ...(spelt ? mapTexts(worded, spelt) : worded), locale: language };
}

/** Latin America's Spanish, es-419, and the regions CLDR reads as it: Mexico's, Argentina's, the United States' … */
const LATIN_AMERICA = "419 AR BO BR BZ CL CO CR CU DO EC GT HN MX NI PA PE PR PY SV US UY VE"
  .split(" ")
  .map((region) => `es-${region}`);

/** The words a region writes otherwise than its language's dictionary: Brazil's Portuguese, Latin America's Spanish, Belgium's Dutch and French, British English. */
export const REGIONAL_WORDS: Record<string, WordsOverlay> = {
  "en-GB": enGB,
  "en-IE": enGB,
  "pt-BR": ptBR,
  "nl-BE": nlBE,
  "fr-BE": frBE,
  ...Object.fromEntries(LATIN_AMERICA.map((language) => [language, es419])),
};

/** How a region spells what its language's dictionary writes: Switzerland and Liechtenstein write no ß. */
const swissGerman = (text: string) => text.replaceAll("ß", "ss");
const REGIONAL_SPELLING: Record<string, (text: string) => string> = { "de-CH": swissGerman, "de-LI": swissGerman };

export type { SiteWords } from "./en";
