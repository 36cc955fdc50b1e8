import { GAMER_HOME, LANDING } from "../pages";
import { wordsFor, type PageWords } from "../words";
import { pageWords } from "../words/page-words";
import { directionOf, type Direction } from "../words/direction";
import type { Site } from "./site.server";

/** Made at build time and carried in the HTML: no dictionary or date formatter ships in the scripts. */
export type PageLocale = {
  language: string;
  direction: Direction;
  words: PageWords;
  paths: { home: string; gamer: string };
  /** The default first, each by its own name ("Português"). */
  languages: { code: string; direction: Direction; name: string; readIt: string }[];
  /** The names of the site's places, which a sentence that names one holds on a line (src/text/line-runs.ts). */
  placeNames: string[];
};

export function pageLocale(site: Pick<Site, "language" | "languages" | "words" | "localPath" | "content">): PageLocale {
  const { language, languages, words } = site;
  return {
    language,
    direction: directionOf(words.locale),
    words: pageWords(words),
    paths: { home: site.localPath(LANDING.path), gamer: site.localPath(GAMER_HOME.path) },
    languages: languages.map((code) => {
      const { locale, languageName, readInThisLanguage } = wordsFor(code);
      return { code, direction: directionOf(locale), name: languageName, readIt: readInThisLanguage };
    }),
    placeNames: [...new Set(Object.values(site.content.places).map((place) => place.name))],
  };
}
