import { GAMER_HOME, LANDING } from "../pages";
import { LANGUAGES, pathIn } from "../languages";
import { wordsFor } from "../words";
import { directionOf } from "../words/direction";
import type { PageLocale } from "../ui/locale";
import type { Site } from "./content.server";

export function pageLocale(site: Site): PageLocale {
  const { language, words } = site;
  return {
    language,
    direction: directionOf(words.locale),
    words,
    paths: { home: pathIn(language, LANDING.path), gamer: pathIn(language, GAMER_HOME.path) },
    languages: LANGUAGES.map((code) => {
      const { locale, languageName, readInThisLanguage } = wordsFor(code);
      return { code, direction: directionOf(locale), name: languageName, readIt: readInThisLanguage };
    }),
  };
}
