import { GAMER_PAGES, type SitePage } from "../pages";
import type { Content } from "./schema.server";
import { formatDate, formatLongDate } from "./time";
import { wedding } from "./wedding";
import { eventPlaces, hotelPlaces, mainEvent, parkingPlaces, siteEvents } from "./events.server";

/**
 * The site's content. It is validated by `npm run build` before React sees it
 * (pipeline/validate-content.ts). Only route loaders read it (they run while the
 * site is prerendered); components get their slice as props, and their types
 * from ./index.ts. Like every *.server.ts module, React Router refuses to build
 * a page whose scripts would import it, so the content, the schema and zod,
 * the calendar's and the QR codes' libraries never reach a guest's phone.
 */
export const content: Content = wedding;

export type { Shown, ShownPhoto } from "./shown.server";
export type { Content, FaqItem, Photo, Place, ScheduleItem, StoryChapter } from "./schema.server";
export type { EventPlace, ParkingPlace } from "./events.server";

export const coupleNames = `${content.couple.partnerOne} & ${content.couple.partnerTwo}`;

/**
 * The specification's words, for each the couple leave out of `words`, and the
 * site's own where the specification has none (the thanks once the day is over).
 */
const SPEC_WORDS = {
  welcome: "Welcome to our wedding website!",
  chooseExperience: "Choose how you would like to explore our day.",
  bestOnComputer: "For the best experience, visit on a laptop or PC.",
  announcement: "We’re getting married",
  thanksAfter: "Thank you for celebrating with us!",
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

/** The link preview's picture, made at build time from the content (pipeline/social-images.ts). */
export const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/**
 * What a page's <head> says of it, and what a link to it shows in a message:
 * its title, what it holds, its one address on the couple's domain, and the
 * preview picture (addresses absolute, as link previews need).
 */
export type PageHead = {
  title: string;
  description: string;
  canonicalUrl: string;
  image: { url: string; alt: string; width: number; height: number };
};

export function pageHead(page: SitePage, description = content.site.description): PageHead {
  const { publicUrl } = content.site;
  return {
    title: pageTitle(page.title),
    description,
    canonicalUrl: new URL(page.path, publicUrl).href,
    image: {
      url: new URL(SOCIAL_IMAGE.path, publicUrl).href,
      alt: `${coupleNames}, ${formatLongDate(content.wedding.date)}, ${mainEvent(content).place.name}`,
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
    },
  };
}

/** "A", "A and B", "A, B and C". */
const listOf = (items: string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * What a page holds, in a sentence, for search results and link previews:
 * made from the content, so it is the couple's own. Loaders only.
 */
export function pageDescription(page: "classic" | "gamer" | keyof typeof GAMER_PAGES) {
  const { wedding, story, registry, faq } = content;
  const { place } = mainEvent(content);
  const when = `${formatLongDate(wedding.date)} at ${place.name}, ${place.cityZip}`;
  const events = siteEvents(content);
  // One event's description lists its moments; a weekend's, its events.
  const moments =
    events.length === 1 ? events[0].schedule.map((item) => item.title) : events.map((event) => event.name);
  const places = eventPlaces(content).map((held) => held.place.name);
  const hotels = hotelPlaces(content).map((hotel) => hotel.name);
  const parking = parkingPlaces(content).length > 0 ? ", where to park" : "";
  // A page of the game added to src/pages.ts without a sentence here is described as the site is.
  const descriptions: Partial<Record<typeof page, string>> = {
    classic: `${when}. Our story, the schedule, travel and stay, the registry and your questions, on one page.`,
    gamer: `${when}. Our wedding as a video game: press start.`,
    story: `How ${coupleNames} got here, from ${story[0].gamerYear} to ${story[story.length - 1].gamerYear}.`,
    schedule: moments.length > 0 ? `${when}: ${listOf(moments)}.` : `${when}.`,
    travel:
      hotels.length > 0
        ? `Getting to ${listOf(places)}${parking}, and where to stay: ${listOf(hotels)}.`
        : `Getting to ${listOf(places)}${parking}.`,
    registry: registry.text,
    faq: faq.map((item) => item.question).join(" "),
  };
  return descriptions[page] ?? content.site.description;
}

/** What a page of the game's loader says of it: its head, and its own title for its heading. */
export function gamerPageHead(key: keyof typeof GAMER_PAGES) {
  const page = GAMER_PAGES[key];
  return { head: pageHead(page, pageDescription(key)), title: page.title };
}
