/**
 * Where each language's pages live: the default language's at the root
 * (/, /classic), each other's under its tag in lower case (/en/classic,
 * /pt-br/classic). Pure functions of the site's languages, the default first,
 * so the build (src/languages.ts) and the language switcher in a page's
 * scripts agree.
 */
import { segmentOf } from "./language-tag";

/** Where a page (its path in the default language) is in `language`: "/classic" in "pt-BR" is "/pt-br/classic". */
export function pathIn(languages: readonly string[], language: string, path: string): string {
  if (language === languages[0]) return path;
  const segment = segmentOf(language);
  return path === "/" ? `/${segment}/` : `/${segment}${path}`;
}

/** The language of the page at `pathname`: its first segment's, where that is one of the site's, else the default. */
export function languageOfPath(languages: readonly string[], pathname: string): string {
  const first = pathname.split("/")[1];
  return languages.slice(1).find((language) => segmentOf(language) === first) ?? languages[0];
}

/**
 * The same page in another language, from its path in any: "/en/classic" in
 * "pt" is "/classic". A page's folder ("/classic/", as a static host may serve
 * it, and the page is prerendered at) is the page.
 */
export function samePageIn(languages: readonly string[], pathname: string, language: string): string {
  const page = pathname.replace(/(.)\/$/, "$1");
  const current = languageOfPath(languages, page);
  const path = current === languages[0] ? page : page.slice(segmentOf(current).length + 1) || "/";
  return pathIn(languages, language, path);
}
