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
import { mapTexts } from "../text/map-texts";
import { overlaid, type WordsOverlay } from "./overlay";
import { FORMAL_WORDS, type Formality } from "./formal";

/** Build-time only: a page carries its own language's words in its HTML (src/ui/locale.tsx). */
export const DICTIONARIES: Record<string, SiteWords> = { en, es, pt, fr, de, it, nl, pl, he, ar };

/**
 * A language's words, addressed as the couple chose: a formal address lays its own over the dictionary's (where
 * the language has one), then a region its words. A region takes its own locale too, so its dates, digits and
 * clock are its own ("pt-BR", not "pt-PT").
 */
export function wordsFor(language: string, formality: Formality = "familiar"): SiteWords {
  const formal = formality === "formal" ? FORMAL_WORDS[baseOf(language)] : undefined;
  const dictionary = formal ? overlaid(DICTIONARIES[baseOf(language)], formal) : DICTIONARIES[baseOf(language)];
  if (!regionOf(language)) return dictionary;
  const worded = REGIONAL_WORDS[language] ? overlaid(dictionary, REGIONAL_WORDS[language]) : dictionary;
  const spelt = REGIONAL_SPELLING[language];
  return { ...(spelt ? mapTexts(worded, spelt) : worded), locale: language };
}

/** Latin America's Spanish, es-419, and the regions CLDR reads as it: Mexico's, Argentina's, the United States' … */
const LATIN_AMERICA = "419 AR BO BR BZ CL CO CR CU DO EC GT HN MX NI PA PE PR PY SV US UY VE"
  .split(" ")
  .map((region) => `es-${region}`);

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
export type { PageWords } from "./page-words";
