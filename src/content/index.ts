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

/** The site's title: the couple's own, or their names and the date. */
export const siteTitle = content.site.title ?? `${coupleNames} · ${formatDate(content.wedding.date)}`;

/** The document title of a page: its own name, then the site's. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${siteTitle}` : siteTitle;
}

/** The Venmo profile a handle such as "@alex-jordan" opens, for the registry's QR code. */
export function venmoProfileUrl(handle: string): string {
  return `https://venmo.com/u/${encodeURIComponent(handle.replace(/^@/, ""))}`;
}
