/**
 * The site in one language, made from its inputs: the content as the couple
 * wrote it, how its photos are drawn, and how this build shows it (the guest
 * groups whose events it holds, sealed or not, with household links or not).
 * Nothing here reads a file, the environment or a module of content: the build
 * passes its inputs (virtual:wedding/inputs), a test or a preview its own
 * (./site-context.server.ts). Loaders only: React Router keeps *.server.ts
 * modules out of every page's scripts.
 */
import { siteFormality, siteLanguages } from "../content/local-text.server";
import { wordsFor, type SiteWords } from "../words";
import type { Formality } from "../words/formal";
import { datesIn, type Dates } from "./dates.server";
import { calendarEvents, type CalendarEvent } from "./calendar.server";
import { dayToFollow, type WeddingDay } from "./day.server";
import { forGroups, mainEventIndex, siteEvents, type SiteEvent } from "./events.server";
import { createContentSchema, type Content } from "../content/schema.server";
import { withWords } from "../content/words.server";
import { NO_PHOTOS, type Photos } from "./shown.server";
import { pathIn } from "../language-paths";
import { joinedNames } from "../text/joined-names";
import { initialsOf } from "../text/initials.server";
import { giftWays, type GiftWay } from "./gifts.server";
import { AS_WRITTEN, typesettingIn, type Typesetting } from "./typesetting.server";

/** How a build shows the content: what the environment tells pipeline/build.ts, and nothing else. */
export type SiteSettings = {
  /** The guest groups whose events the pages hold: none for the site everyone reads, "every" for every event. */
  groups: readonly string[] | "every";
  /** Behind a passphrase (docs/privacy.md): every page offers to forget it. */
  sealed: boolean;
  /** With a link for each household: a page greets the household that came by one. */
  householdLinks: boolean;
  /** How the pages speak to guests where not as the content's `site.formality`: a household's own pages. */
  formality?: Formality;
};

export type SiteInputs = SiteSettings & {
  /** The content file's `wedding`, as the couple wrote it; the build has checked it, photos included. */
  rawContent: unknown;
  /** How each photo is drawn: the build's photo pipeline (../content/photos.server.ts), or a test's table of them. */
  photos: Photos;
};

/** A content file's site with every event, for some guests too, and no photos: what any of its pages may say. */
export const withEveryEvent = (rawContent: unknown): SiteInputs => ({
  rawContent,
  photos: NO_PHOTOS,
  groups: "every",
  sealed: false,
  householdLinks: false,
});

/** The couple's names as every page sets them, each broken once where a long one must. */
export type Names = { partnerOne: string; partnerTwo: string };

/** An event, with what a calendar says of it in the site's language. */
export type EventWithCalendar = SiteEvent & { calendar: CalendarEvent };

/** The site in one of its languages. */
export type Site = {
  language: string;
  /** Every language of the site, the default first. */
  languages: string[];
  content: Content;
  names: Names;
  /** The monogram's letters: the couple's own, or each name's first. */
  initials: Names;
  words: SiteWords;
  dates: Dates;
  coupleNames: string;
  /** The tab's title: the couple's own, or the names and the date. */
  title: string;
  /** Where the site is served, its description and how it meets search engines and speed reports: as the couple set them. */
  publicUrl: string;
  description: string;
  allowSearchEngines: boolean;
  vitalsEndpoint?: string;
  events: EventWithCalendar[];
  mainEvent: EventWithCalendar;
  /** Null where the couple keep the invitation on every date. */
  day: WeddingDay | null;
  /** The ways to give, in the couple's order. */
  gifts: GiftWay[];
  photos: Photos;
  /** How guests come to its pages: past a passphrase, by a household's link, on a household's own pages. */
  access: Pick<SiteSettings, "sealed" | "householdLinks">;
  /** A page's path (as the default language has it) in this site's language: "/classic" → "/pt-br/classic". */
  localPath: (path: string) => string;
};

/**
 * A content file's content in one of its languages, as it reads to guests addressed as `formality` says (as the
 * site speaks to them, unless given), its texts set as `typesetting` says: for the pages, unless given; the build
 * has checked it, photos included.
 */
export function readContent(
  raw: unknown,
  language?: string,
  formality = siteFormality(raw),
  typesetting?: Typesetting,
): Content {
  const languages = siteLanguages(raw);
  const readIn = language ?? languages[0];
  return createContentSchema({
    photoFiles: null,
    languages,
    language: readIn,
    setText: (typesetting ?? typesettingIn(languages, readIn)).text,
    formality,
  }).parse(raw);
}

/** The site's texts in `language`, set as `typesetting` says: its content, words and dates, and the couple's names. */
function readTexts(inputs: SiteInputs, language: string, formality: Formality, typesetting: Typesetting) {
  const read = typesetting.content(
    forGroups(readContent(inputs.rawContent, language, formality, typesetting), inputs.groups),
  );
  const names = {
    partnerOne: typesetting.name(read.couple.partnerOne),
    partnerTwo: typesetting.name(read.couple.partnerTwo),
  };
  const content = { ...read, couple: { ...read.couple, ...names } };
  const words = typesetting.words(
    withWords(wordsFor(language, formality), { ...content.words, joint: content.couple.joint ?? content.words?.joint }),
  );
  const dates = typesetting.dates(datesIn(words.locale, content.wedding.timeZone, content.wedding.timeZoneName));
  return { content, names, words, dates, coupleNames: joinedNames(content.couple, words.joint) };
}

export function makeSite(inputs: SiteInputs, language: string): Site {
  const languages = siteLanguages(inputs.rawContent);
  const formality = inputs.formality ?? siteFormality(inputs.rawContent);
  const shown = readTexts(inputs, language, formality, typesettingIn(languages, language));
  // A calendar and a bank's code are made from the texts as written: an app sets its own lines.
  const written = readTexts(inputs, language, formality, AS_WRITTEN);
  const { names, words, dates, coupleNames } = shown;
  // A chapter's year in the digits the page's dates are written in: "٢٠١٤" beside "١١ أيلول ٢٠٢٧".
  const year = new Intl.NumberFormat(words.locale, { useGrouping: false });
  const story = shown.content.story.map((chapter) => ({
    ...chapter,
    classicYear: year.format(Number(chapter.classicYear)),
    gamerYear: year.format(Number(chapter.gamerYear)),
  }));
  const content = { ...shown.content, story };
  const shownEvents = siteEvents(content);
  // The same events, in the same order, as written.
  const calendar = calendarEvents(written.content, written);
  const events = shownEvents.map((event, index) => ({ ...event, calendar: calendar[index] }));
  const localPath = (path: string) => pathIn(languages, language, path);
  return {
    language,
    languages,
    content,
    names,
    initials: initialsOf(names, content.couple.initials),
    words,
    dates,
    coupleNames,
    title: content.site.title ?? `${coupleNames} · ${dates.date(content.wedding.date)}`,
    publicUrl: content.site.publicUrl,
    description: content.site.description,
    allowSearchEngines: content.site.allowSearchEngines,
    ...(content.site.vitalsEndpoint ? { vitalsEndpoint: content.site.vitalsEndpoint } : {}),
    events,
    mainEvent: events[mainEventIndex(content)],
    day: dayToFollow(content, dates, shownEvents),
    gifts: giftWays(content.registry.gifts, words.gifts, written.content.registry.gifts),
    photos: inputs.photos,
    access: {
      sealed: inputs.sealed,
      householdLinks: inputs.householdLinks,
    },
    localPath,
  };
}
