import { GAMER_PAGES, type SitePage } from "../pages";
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, pathIn, pathInEach } from "../languages";
import { languagesOf } from "./local-text.server";
import { DICTIONARIES, wordsFor, type SiteWords } from "../words";
import { fill } from "../words/fill";
import { datesIn, type Dates } from "./dates.server";
import { calendarEvents, dayToFollow, type CalendarEvent, type WeddingDay } from "./calendar.server";
import {
  eventPlaces,
  forGroups,
  hotelPlaces,
  mainEventIndex,
  parkingPlaces,
  siteEvents,
  type SiteEvent,
} from "./events.server";
import { createContentSchema, type Content } from "./schema.server";
import { withWords } from "./words.server";
import { inDrawnSpaces } from "./drawn-spaces.server";
import { LONGEST_RUN, typesetAll } from "./typeset.server";
import { inReadingOrder } from "./reading-order.server";
import { directionOf } from "../words/direction";
import { wedding as contentFile } from "./wedding";
import { joinedNames } from "../ui/joined-names";
import { nameBrokenOnce } from "../ui/name-letters";

/** The site in one language. Loaders only: React Router keeps *.server.ts modules out of every page's scripts. */
export type Site = {
  language: string;
  content: Content;
  words: SiteWords;
  dates: Dates;
  coupleNames: string;
  title: string;
  events: SiteEvent[];
  mainEvent: SiteEvent;
  /** Null where the couple keep the invitation on every date. */
  day: WeddingDay | null;
  calendar: CalendarEvent[];
};

export type { Shown, ShownPhoto } from "./shown.server";
export type { Content, FaqItem, Photo, Place, ScheduleItem, StoryChapter } from "./schema.server";
export type { EventPlace, ParkingPlace } from "./events.server";
export type { VenueZone } from "./dates.server";

/** A content module's content in one of its languages; the build has checked it, photos included. */
export function readContent(raw: unknown, language?: string): Content {
  const languages = languagesOf(raw, Object.keys(DICTIONARIES));
  return createContentSchema(null, languages, language ?? languages[0]).parse(raw);
}

const sites = new Map<string, Site>();

export function siteIn(language: string): Site {
  const known = sites.get(language) ?? siteOf(contentFile, language);
  sites.set(language, known);
  return known;
}

/** The guest groups whose events this build's pages hold: none but the site everyone reads, unless a build of a household's. */
const buildGroups = () => process.env.WEDDING_GROUPS?.split(";").filter(Boolean) ?? [];

export function siteOf(raw: unknown, language: string, groups: readonly string[] | "every" = buildGroups()): Site {
  const read = inDrawnSpaces(forGroups(readContent(raw, language), groups));
  const { partnerOne, partnerTwo } = read.couple;
  const content = {
    ...read,
    couple: { ...read.couple, partnerOne: nameBrokenOnce(partnerOne), partnerTwo: nameBrokenOnce(partnerTwo) },
  };
  const { keptWithNext } = wordsFor(language);
  // The content's texts were set as it was read (createContentSchema); the words and dates are set as labels.
  const words = typesetAll(
    inDrawnSpaces(
      withWords(wordsFor(language), { ...content.words, joint: content.couple.joint ?? content.words?.joint }),
    ),
    keptWithNext,
    LONGEST_RUN.inLabel,
  );
  const coupleNames = joinedNames(content.couple, words.joint);
  // A chapter's year in the digits the page's dates are written in: "٢٠١٤" beside "١١ أيلول ٢٠٢٧".
  const year = new Intl.NumberFormat(words.locale, { useGrouping: false });
  const story = content.story.map((chapter) => ({
    ...chapter,
    classicYear: year.format(Number(chapter.classicYear)),
    gamerYear: year.format(Number(chapter.gamerYear)),
  }));
  const dates = typesetDates(
    datesIn(words.locale, content.wedding.timeZone, content.wedding.timeZoneName),
    keptWithNext,
    directionOf(language) === "rtl" ? inReadingOrder : (text) => text,
  );
  const shownContent = { ...content, story };
  const events = siteEvents(shownContent);
  return {
    language,
    content: shownContent,
    words,
    dates,
    coupleNames,
    title: content.site.title ?? `${coupleNames} · ${dates.date(content.wedding.date)}`,
    events,
    mainEvent: events[mainEventIndex(shownContent)],
    day: dayToFollow(shownContent, dates),
    calendar: calendarEvents(shownContent, { language, words, dates, coupleNames }),
  };
}

function typesetDates(dates: Dates, keptWithNext: readonly string[], ordered: (text: string) => string): Dates {
  const set =
    <Args extends string[]>(write: (...args: Args) => string) =>
    (...args: Args) =>
      ordered(typesetAll(write(...args), keptWithNext, LONGEST_RUN.inLabel));
  return {
    ...dates,
    longDate: set(dates.longDate),
    dateLine: set(dates.dateLine),
    date: set(dates.date),
    dateSpan: set(dates.dateSpan),
  };
}

export const siteAt = (request: Request): Site => siteIn(languageOfPath(new URL(request.url).pathname));

export const defaultSite = () => siteIn(DEFAULT_LANGUAGE);

export function pageTitle(site: Site, page?: string): string {
  return page ? `${page} · ${site.title}` : site.title;
}

/** The link preview's picture, made per language at build time (pipeline/social-images.ts). */
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

export function pageHead(site: Site, page: SitePage, description = site.content.site.description): PageHead {
  const { content, dates, coupleNames, language } = site;
  const { publicUrl } = content.site;
  const path = pathIn(language, page.path);
  return {
    language,
    locale: site.words.locale.replace("-", "_"),
    title: pageTitle(site, page.title?.(site.words.pages)),
    description,
    canonicalUrl: new URL(path, publicUrl).href,
    alternates:
      LANGUAGES.length > 1
        ? pathInEach(path).map((each) => ({ language: each.language, href: new URL(each.path, publicUrl).href }))
        : [],
    image: {
      url: new URL(pathIn(language, SOCIAL_IMAGE.path), publicUrl).href,
      alt: `${coupleNames}, ${dates.longDate(content.wedding.date)}, ${site.mainEvent.place.name}`,
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
    },
  };
}

function listOf(items: string[], locale: string): string {
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
}

export function pageDescription(site: Site, page: "classic" | "gamer" | keyof typeof GAMER_PAGES): string {
  const { content, words, dates, coupleNames } = site;
  const { wedding, story, registry, faq } = content;
  const { locale } = words;
  const said = words.descriptions;
  const { place } = site.mainEvent;
  const when = fill(said.when, { date: dates.longDate(wedding.date), place: place.name, city: place.cityZip });
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
      ? said.travelWithParkingAndHotels
      : said.travelWithHotels
    : parking
      ? said.travelWithParking
      : said.travel;
  // A page of the game added to src/pages.ts without a sentence here is described as the site is.
  const descriptions: Partial<Record<typeof page, string>> = {
    classic: fill(said.classic, { when }),
    gamer: fill(said.gamer, { when }),
    story: fill(said.story, {
      couple: coupleNames,
      first: story[0].gamerYear,
      last: story[story.length - 1].gamerYear,
    }),
    schedule: moments.length > 0 ? fill(said.schedule, { when, list: listOf(moments, locale) }) : `${when}.`,
    travel: fill(travel, { places, hotels }),
    registry: registry.text,
    faq: faq.map((item) => item.question).join(" "),
  };
  return descriptions[page] ?? content.site.description;
}

export function gamerPageHead(site: Site, key: keyof typeof GAMER_PAGES) {
  const page = GAMER_PAGES[key];
  return { head: pageHead(site, page, pageDescription(site, key)), title: page.title(site.words.pages) };
}
