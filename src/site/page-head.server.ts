import { GAMER_PAGES, type SitePage } from "../pages";
import { samePageIn } from "../language-paths";
import { fill } from "../words/fill";
import { eventPlaces, hotelPlaces, parkingPlaces } from "./events.server";
import type { Site } from "./site.server";
import { capitalized } from "../text/capitalized.server";

export function pageTitle(site: Site, page?: string): string {
  return page ? `${page} · ${site.title}` : site.title;
}

/** The link preview's picture, made per language at build time (pipeline/postbuild/social-images.ts). */
export const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

export type Alternate = { language: string; href: string };

/** What a page's <head> says of it; its addresses are absolute, as link previews need. */
export type PageHead = {
  language: string;
  /** The variety of the language, "pt_PT", as link previews name it. */
  locale: string;
  title: string;
  description: string;
  canonicalUrl: string;
  alternates: Alternate[];
  image: { url: string; alt: string; width: number; height: number };
};

/** The day and the place, as a sentence opens with them: "Zaterdag 11 september 2027 in …", not "zaterdag". */
function whenAndWhere({ words, dates, content, mainEvent: { place } }: Site): string {
  const when = fill(words.descriptions.when, {
    date: dates.longDate(content.wedding.date),
    place: place.name,
    city: place.cityZip,
  });
  return capitalized(when, words.locale);
}

export function pageHead(site: Site, page: SitePage, description = site.description): PageHead {
  const { coupleNames, language, languages, publicUrl } = site;
  const path = site.localPath(page.path);
  return {
    language,
    locale: site.words.locale.replace("-", "_"),
    title: pageTitle(site, page.title?.(site.words.pages)),
    description,
    canonicalUrl: new URL(path, publicUrl).href,
    alternates:
      languages.length > 1
        ? languages.map((each) => ({
            language: each,
            href: new URL(samePageIn(languages, path, each), publicUrl).href,
          }))
        : [],
    image: {
      url: new URL(site.localPath(SOCIAL_IMAGE.path), publicUrl).href,
      // In the language's own commas: "…، 3511 KP Utrecht" on an Arabic page.
      alt: `${coupleNames}: ${whenAndWhere(site)}`,
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
    },
  };
}

function listOf(items: string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
}

export function pageDescription(site: Site, page: "classic" | "gamer" | keyof typeof GAMER_PAGES): string {
  const { content, words, coupleNames } = site;
  const { story, registry, faq } = content;
  const { locale, descriptions: sentences } = words;
  const when = whenAndWhere(site);
  const { events } = site;
  const moments =
    events.length === 1 ? events[0].schedule.map((item) => item.title) : events.map((event) => event.name);
  const places = listOf(
    eventPlaces(content).map((held) => held.place.name),
    locale,
  );
  const hotels = listOf(
    hotelPlaces(content).map((hotel) => hotel.name),
    locale,
  );
  const parking = parkingPlaces(content).length > 0;
  const travel = hotels
    ? parking
      ? sentences.travelWithParkingAndHotels
      : sentences.travelWithHotels
    : parking
      ? sentences.travelWithParking
      : sentences.travel;
  // A page of the game added to src/pages.ts without a sentence here is described as the site is.
  const descriptions: Partial<Record<typeof page, string>> = {
    classic: fill(sentences.classic, { when }),
    gamer: fill(sentences.gamer, { when }),
    story: fill(sentences.story, {
      couple: coupleNames,
      first: story[0].gamerYear,
      last: story[story.length - 1].gamerYear,
    }),
    schedule: moments.length > 0 ? fill(sentences.schedule, { when, list: listOf(moments, locale) }) : `${when}.`,
    travel: fill(travel, { places, hotels }),
    registry: registry.text,
    faq: faq.map((item) => item.question).join(" "),
  };
  return descriptions[page] ?? site.description;
}

export function gamerPageHead(site: Site, key: keyof typeof GAMER_PAGES) {
  const page = GAMER_PAGES[key];
  return { head: pageHead(site, page, pageDescription(site, key)), title: page.title(site.words.pages) };
}
