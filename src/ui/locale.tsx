import { createContext, Fragment, use, type ReactNode } from "react";
import type { SiteWords } from "../words";
import type { Direction } from "../words/direction";

/** Made at build time and carried in the HTML: no dictionary or date formatter ships in the scripts. */
export type PageLocale = {
  language: string;
  direction: Direction;
  words: SiteWords;
  paths: { home: string; gamer: string };
  /** The default first, each by its own name ("Português"). */
  languages: { code: string; direction: Direction; name: string; readIt: string }[];
};

export const LocaleContext = createContext<PageLocale | null>(null);

export function useLocale(): PageLocale {
  const locale = use(LocaleContext);
  if (!locale) throw new Error("useLocale() needs the page's locale: render it inside <LocaleContext value={…}>.");
  return locale;
}

export const useWords = (): SiteWords => useLocale().words;

export function fillWith(template: string, values: Record<string, ReactNode>): ReactNode {
  return template
    .split(/(\{\w+\})/)
    .map((part, index) => <Fragment key={index}>{/^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : part}</Fragment>);
}
