// Reads the content: a page's scripts get the languages from its loader data, never from here.
import { wedding as contentFile } from "./content/wedding";
import { languagesOf } from "./content/local-text.server";
import * as paths from "./language-paths";
import { DICTIONARIES } from "./words";

export const LANGUAGES: readonly string[] = languagesOf(contentFile, Object.keys(DICTIONARIES));

export const DEFAULT_LANGUAGE = LANGUAGES[0];

export const pathIn = (language: string, path: string) => paths.pathIn(LANGUAGES, language, path);

export const languageOfPath = (pathname: string) => paths.languageOfPath(LANGUAGES, pathname);

export const pathInEach = (pathname: string) =>
  LANGUAGES.map((language) => ({ language, path: paths.samePageIn(LANGUAGES, pathname, language) }));
