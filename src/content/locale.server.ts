import { GAMER_HOME, LANDING } from "../pages";
import { wordsFor } from "../words";
import { directionOf } from "../words/direction";
import type { PageLocale } from "../ui/locale";
import type { Site } from "./site.server";

export function pageLocale(site: Site): PageLocale {
  const { language, languages, words } = site;
  return {
    language,
    direction: directionOf(words.locale),
    words,
    paths: { home: site.localPath(LANDING.path), gamer: site.localPath(GAMER_HOME.path) },
    languages: languages.map((code) => {
      const { locale, languageName, readInThisLanguage } = wordsFor(code);
      return { code, direction: directionOf(locale), name: languageName, readIt: readInThisLanguage };
    }),
  };
}
