import { createContext, Fragment, use, type ReactNode } from "react";
import type { PageLocale } from "../site";
import type { PageWords } from "../words";

export const LocaleContext = createContext<PageLocale | null>(null);

export function useLocale(): PageLocale {
  const locale = use(LocaleContext);
  if (!locale) throw new Error("useLocale() needs the page's locale: render it inside <LocaleContext value={…}>.");
  return locale;
}

export const useWords = (): PageWords => useLocale().words;

export function fillWith(template: string, values: Record<string, ReactNode>): ReactNode {
  return template
    .split(/(\{\w+\})/)
    .map((part, index) => <Fragment key={index}>{/^\{\w+\}$/.test(part) ? values[part.slice(1, -1)] : part}</Fragment>);
}
