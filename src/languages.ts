/**
 * The languages of the site, from the content, and where each one's pages
 * live (./language-paths.ts): the first language's at the root, each other's
 * under its tag ("/en/", "/pt-br/"). A site with one language has no tag in any address. Read
 * by the route table, the prerender list, the loaders, the servers and the
 * tests; a page's scripts get the list from its loader data, never from here.
 */
import { wedding } from "./content/wedding";
import { languagesOf } from "./content/local-text.server";
import * as paths from "./language-paths";
import { DICTIONARIES } from "./words";

export const LANGUAGES: readonly string[] = languagesOf(wedding, Object.keys(DICTIONARIES));

/** The language of the pages at the root, which a guest who asks for none reads. */
export const DEFAULT_LANGUAGE = LANGUAGES[0];

/** Where a page of the site (its path in the default language) is in `language`: "/classic" in "en" is "/en/classic". */
export const pathIn = (language: string, path: string) => paths.pathIn(LANGUAGES, language, path);

/** The language of the page at `pathname`. */
export const languageOfPath = (pathname: string) => paths.languageOfPath(LANGUAGES, pathname);

/** The same page in every language of the site, from its path in any of them: for the head's alternates. */
export const pathInEach = (pathname: string) =>
  LANGUAGES.map((language) => ({ language, path: paths.samePageIn(LANGUAGES, pathname, language) }));
