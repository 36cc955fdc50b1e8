import type { Content } from "./schema";
import { formatDate } from "./time";
import { wedding } from "./wedding";

/**
 * The site's content. It is validated by `npm run build` before React sees it
 * (scripts/validate-content.ts), so the schema and zod stay out of the bundle
 * that ships to guests. Only route loaders read it (they run while the site is
 * prerendered); components get their slice as props, and import from here
 * nothing but types (ESLint holds them to it).
 */
export const content: Content = wedding;

export type { Shown, ShownPhoto } from "./shown";
export type { Content, FaqItem, Hotel, Photo, Place, ScheduleItem, StoryChapter } from "./schema";

export const coupleNames = `${content.couple.partnerOne} & ${content.couple.partnerTwo}`;

/** The specification's words, for each the couple leave out of `words`. */
const SPEC_WORDS = {
  welcome: "Welcome to our wedding website!",
  chooseExperience: "Choose how you would like to explore our day.",
  bestOnComputer: "For the best experience, visit on a laptop or PC.",
  announcement: "We're getting married",
};

export type Words = typeof SPEC_WORDS;

/** The couple's own words around the content: theirs where they wrote them, the spec's elsewhere. */
export const words: Words = { ...SPEC_WORDS, ...content.words };

/** The site's title: the couple's own, or their names and the date. */
export const siteTitle = content.site.title ?? `${coupleNames} · ${formatDate(content.wedding.date)}`;

/** The document title of a page: its own name, then the site's. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${siteTitle}` : siteTitle;
}

/** What a page's <head> says of it: its title, and its one address on the couple's domain. */
export type PageHead = { title: string; canonicalUrl: string };

export function pageHead(page: string | undefined, path: string): PageHead {
  return { title: pageTitle(page), canonicalUrl: new URL(path, content.site.publicUrl).href };
}

/** The Venmo profile a handle such as "@alex-jordan" opens, for the registry's QR code. */
export function venmoProfileUrl(handle: string): string {
  return `https://venmo.com/u/${encodeURIComponent(handle.replace(/^@/, ""))}`;
}
