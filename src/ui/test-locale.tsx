import type { ReactNode } from "react";
import { wordsFor } from "../words";
import { directionOf } from "../words/direction";
import { LocaleContext, type PageLocale } from "./locale";

/** A page's locale for a component's unit test: the language's words. */
export function testLocale(language = "en"): PageLocale {
  const words = wordsFor(language);
  const direction = directionOf(words.locale);
  return {
    language,
    direction,
    words,
    paths: { home: "/", gamer: "/gamer" },
    languages: [{ code: language, direction, name: words.languageName, readIt: words.readInThisLanguage }],
  };
}

/** A component inside a page's locale, as the root layout renders every page. */
export function InLocale({ locale = testLocale(), children }: { locale?: PageLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}
