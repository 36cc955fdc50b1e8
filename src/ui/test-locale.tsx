import type { ReactNode } from "react";
import { DICTIONARIES } from "../words";
import { directionOf } from "../words/direction";
import { LocaleContext, type PageLocale } from "./locale";

/** A page's locale for a component's unit test: the language's words, and the content's dates and times given. */
export function testLocale(language = "en", dates: Partial<Pick<PageLocale, "longDates" | "times">> = {}): PageLocale {
  return {
    language,
    direction: directionOf(DICTIONARIES[language].locale),
    words: DICTIONARIES[language],
    longDates: dates.longDates ?? {},
    times: dates.times ?? {},
    paths: { home: "/", gamer: "/gamer" },
    languages: [
      {
        code: language,
        direction: directionOf(DICTIONARIES[language].locale),
        name: DICTIONARIES[language].languageName,
        readIt: DICTIONARIES[language].readInThisLanguage,
      },
    ],
  };
}

/** A component inside a page's locale, as the root layout renders every page. */
export function InLocale({ locale = testLocale(), children }: { locale?: PageLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}
