/**
 * The site in one language, made from its inputs: the content as the couple
 * wrote it, how its photos are drawn, and how this build shows it (the guest
 * groups whose events it holds, sealed or not, with household links or not).
 * Nothing here reads a file, the environment or a module of content: the build
 * passes its inputs (virtual:wedding/inputs), a test or a preview its own
 * (./site-context.server.ts). Loaders only: React Router keeps *.server.ts
 * modules out of every page's scripts.
 */
import { siteFormality, siteLanguages, type TextSetting } from "../content/local-text.server";
import { DICTIONARIES, wordsFor, type SiteWords } from "../words";
import type { Formality } from "../words/formal";
import { baseOf } from "../language-tag";
import { datesIn, type Dates } from "./dates.server";
import { calendarEvents, type CalendarEvent } from "./calendar.server";
import { dayToFollow, type WeddingDay } from "./day.server";
import { forGroups, mainEventIndex, siteEvents, type SiteEvent } from "./events.server";
import { createContentSchema, type Content, type TextKind } from "../content/schema.server";
import { withWords } from "../content/words.server";
import { inDrawnSpaces } from "../text/drawn-spaces.server";
import { longestRunInWords, LONGEST_RUN, typeset, typesetAll } from "../text/typeset.server";
import { readingOrderIn } from "../text/reading-order.server";
import { NO_PHOTOS, type Photos } from "./shown.server";
import { pathIn } from "../language-paths";
import { joinedNames } from "../text/joined-names";
import { nameBrokenOnce } from "../text/name-letters";

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
export const everyEventOf = (rawContent: unknown): SiteInputs => ({
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
  photos: Photos;
  /** How guests come to its pages: past a passphrase, by a household's link, on a household's own pages. */
  access: Pick<SiteSettings, "sealed" | "householdLinks">;
  /** A page's path (as the default language has it) in this site's language: "/classic" → "/pt-br/classic". */
  localPath: (path: string) => string;
};

/**
 * A content file's content in one of its languages, as it reads to guests addressed as `formality` says (as the
 * site speaks to them, unless given), its texts typeset; the build has checked it, photos included.
 */
export function readContent(raw: unknown, language?: string, formality = siteFormality(raw)): Content {
  const languages = siteLanguages(raw);
  const readIn = language ?? languages[0];
  return createContentSchema({
    photoFiles: null,
    languages,
    language: readIn,
    setText: typesetIn(languages, readIn),
    formality,
  }).parse(raw);
}

/**
 * How the pages set the content's texts in `language`: its words kept with the next, a shared text's in any of
 * the site's languages (it may be written in any), and in reading order where the language runs right to left.
 */
function typesetIn(languages: readonly string[], language: string): (kind: TextKind) => TextSetting {
  const keptWithNextIn = (code: string) => DICTIONARIES[baseOf(code)]?.keptWithNext ?? [];
  const keptWithNext = keptWithNextIn(language);
  const keptInAny = [...new Set(languages.flatMap(keptWithNextIn))];
  const ordered = readingOrderIn(language);
  return (kind) => {
    const longestRun = kind === "heading" ? LONGEST_RUN.inHeading : LONGEST_RUN.inText;
    return {
      own: (text) => ordered(typeset(text, keptWithNext, longestRun)),
      shared: (text) => ordered(typeset(text, keptInAny, longestRun)),
    };
  };
}

export function makeSite(inputs: SiteInputs, language: string): Site {
  const languages = siteLanguages(inputs.rawContent);
  const formality = inputs.formality ?? siteFormality(inputs.rawContent);
  const read = inDrawnSpaces(forGroups(readContent(inputs.rawContent, language, formality), inputs.groups));
  const names = {
    partnerOne: nameBrokenOnce(read.couple.partnerOne),
    partnerTwo: nameBrokenOnce(read.couple.partnerTwo),
  };
  const content = { ...read, couple: { ...read.couple, ...names } };
  const { keptWithNext } = wordsFor(language);
  // The content's texts were set as it was read (typesetIn); the words as labels or sentences, the dates as labels.
  const words = typesetAll(
    inDrawnSpaces(
      withWords(wordsFor(language, formality), {
        ...content.words,
        joint: content.couple.joint ?? content.words?.joint,
      }),
    ),
    keptWithNext,
    longestRunInWords,
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
    readingOrderIn(language),
  );
  const shownContent = { ...content, story };
  const made = siteEvents(shownContent);
  const calendar = calendarEvents(shownContent, { words, dates, coupleNames }, made);
  const events = made.map((event, index) => ({ ...event, calendar: calendar[index] }));
  const localPath = (path: string) => pathIn(languages, language, path);
  return {
    language,
    languages,
    content: shownContent,
    names,
    words,
    dates,
    coupleNames,
    title: content.site.title ?? `${coupleNames} · ${dates.date(content.wedding.date)}`,
    publicUrl: content.site.publicUrl,
    description: content.site.description,
    allowSearchEngines: content.site.allowSearchEngines,
    ...(content.site.vitalsEndpoint ? { vitalsEndpoint: content.site.vitalsEndpoint } : {}),
    events,
    mainEvent: events[mainEventIndex(shownContent)],
    day: dayToFollow(shownContent, dates, made),
    photos: inputs.photos,
    access: {
      sealed: inputs.sealed,
      householdLinks: inputs.householdLinks,
    },
    localPath,
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
