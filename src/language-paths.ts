// Pure functions of the site's languages (the default first), so the build and a page's language switcher agree.
import { segmentOf } from "./language-tag";

export function pathIn(languages: readonly string[], language: string, path: string): string {
  if (language === languages[0]) return path;
  const segment = segmentOf(language);
  return path === "/" ? `/${segment}/` : `/${segment}${path}`;
}

export function languageOfPath(languages: readonly string[], pathname: string): string {
  const first = pathname.split("/")[1];
  return languages.slice(1).find((language) => segmentOf(language) === first) ?? languages[0];
}

/** A trailing slash is dropped: a static host may serve a page at its folder ("/classic/"). */
export function samePageIn(languages: readonly string[], pathname: string, language: string): string {
  const page = pathname.replace(/(.)\/$/, "$1");
  const current = languageOfPath(languages, page);
  const path = current === languages[0] ? page : page.slice(segmentOf(current).length + 1) || "/";
  return pathIn(languages, language, path);
}
