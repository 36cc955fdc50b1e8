import type { ReactNode } from "react";
import { wordsFor } from "../words";
import { directionOf } from "../words/direction";
import type { PageLocale } from "../site";
import { LocaleContext } from "./locale";

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

export function InLocale({ locale = testLocale(), children }: { locale?: PageLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}
