import { createContext, Fragment, use, type ReactNode } from "react";
import type { SiteWords } from "../words";
import type { Direction } from "../words/direction";

/**
 * What a page says around its content, in its language: the site's words,
 * made when the site is built (src/content/locale.server.ts) and carried in
 * the page's HTML by the root's loader. A page carries its own language's
 * words only, and no dictionary or date formatter ships in its scripts: its
 * loader hands each section its dates and times written out.
 */
export type PageLocale = {
  language: string;
  /** Which way its lines run: the page's `dir`. */
  direction: Direction;
  words: SiteWords;
  /** Where the links that lead out of a page go, in its language. */
  paths: { home: string; gamer: string };
  /** The site's languages, the default first, each by its own name ("Português"); one where the site has one. */
  languages: { code: string; direction: Direction; name: string; readIt: string }[];
};

export const LocaleContext = createContext<PageLocale | null>(null);

export function useLocale(): PageLocale {
  const locale = use(LocaleContext);
  if (!locale) throw new Error("useLocale() needs the page's locale: render it inside <LocaleContext value={…}>.");
  return locale;
}

export const useWords = (): SiteWords => useLocale().words;

/** A sentence with its `{name}` places filled with elements: "Next: {item}" with { item: <span>Dinner</span> }. */
export function fillWith(template: string, values: Record<string, ReactNode>): ReactNode {
  return template
    .split(/(\{\w+\})/)
    .map((part, index) => <Fragment key={index}>{/^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : part}</Fragment>);
}
