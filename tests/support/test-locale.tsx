import type { ReactNode } from "react";
import { wordsFor } from "../../src/words";
import { directionOf } from "../../src/words/direction";
import type { PageLocale } from "../../src/site";
import { LocaleContext } from "../../src/ui/locale";

export function testLocale(language = "en", placeNames: string[] = []): PageLocale {
  const words = wordsFor(language);
  const direction = directionOf(words.locale);
  return {
    language,
    direction,
    words,
    paths: { home: "/", gamer: "/gamer" },
    languages: [{ code: language, direction, name: words.languageName, readIt: words.readInThisLanguage }],
    placeNames,
  };
}

export function InLocale({ locale = testLocale(), children }: { locale?: PageLocale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}
