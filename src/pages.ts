/**
 * The site's pages, listed once. The route table (src/routes.ts), the
 * prerender list (react-router.config.ts), each page's <title> and heading,
 * the classic navigation, the game's menu and icon bar, the servers' 404 pages
 * and the tests all read this list. A new page of the game is one entry in
 * GAMER_PAGES, its route module, and its name in each dictionary (src/words).
 *
 * Which to read: PAGES (every page, by its path in the default language),
 * PAGE_PATHS (every page's address in every language), GAMER_PAGES (the
 * game's pages by name, for their loaders) and GAMER_MENU (the same in menu
 * order), classicNav, NOT_FOUND_PAGES, PRERENDERED_PATHS (pages and 404s in
 * every language). The game's frame (GAMER_LAYOUT, routes/gamer.tsx) and its
 * start screen (GAMER_HOME, routes/gamer-home.tsx) share the path /gamer.
 *
 * Plain data, with no React and no content but its languages: the build's
 * config, the scripts and the tests import it, and route loaders hand the
 * components their part (the links, a title), so none of it ships in a
 * page's scripts.
 */
import { LANGUAGES, pathIn } from "./languages";
import type { SiteWords } from "./words";

/** The game's pixel icons by name; src/gamer/icons.ts draws each. */
export type PixelIconName = "home" | "book-open" | "calendar" | "map-pin" | "gift" | "circle-question";

/** The names of pages in the dictionaries' `pages`. */
type PageWords = SiteWords["pages"];

export type SitePage = {
  /** Its path in the default language; pathIn() gives it in another. */
  path: string;
  /** Its route module, under src/. */
  module: string;
  /** Its own name in the dictionaries, before the site's in its <title>; the landing page's title is the site's alone. */
  title?: (words: PageWords) => string;
};

/** A page of the game: a link in its menu (but Home) and an icon in its bar. */
export type GamerPage = SitePage & {
  title: (words: PageWords) => string;
  /** What its links say, and the icon's caption on a phone, where tooltips never show: a word of the label, so it names the link too. */
  link: (words: PageWords) => { label: string; caption: string };
  icon: PixelIconName;
  /** The id of the classic page's section that holds the same content: the classic navigation links to it. */
  classicSection?: string;
};

export const LANDING: SitePage = { path: "/", module: "routes/landing.tsx" };

export const CLASSIC: SitePage = { path: "/classic", module: "routes/classic.tsx", title: (words) => words.classic };

/** What frames every page of the game: the scene, the logo home and the icon bar. */
export const GAMER_LAYOUT = { path: "/gamer", module: "routes/gamer.tsx" };

/** The game's start screen, "Home" in its icon bar. */
export const GAMER_HOME: GamerPage = {
  path: "/gamer",
  module: "routes/gamer-home.tsx",
  title: (words) => words.gamer,
  link: (words) => ({ label: words.home, caption: words.home }),
  icon: "home",
};

/** The game's pages in menu order, which is also the classic navigation's; the icon bar puts the RSVP between the third and fourth. */
export const GAMER_PAGES = {
  story: {
    path: "/gamer/our-story",
    module: "routes/gamer-our-story.tsx",
    title: (words) => words.story.title,
    link: (words) => ({ label: words.story.title, caption: words.story.caption }),
    icon: "book-open",
    classicSection: "our-story",
  },
  schedule: {
    path: "/gamer/schedule",
    module: "routes/gamer-schedule.tsx",
    title: (words) => words.schedule.title,
    link: (words) => ({ label: words.schedule.title, caption: words.schedule.caption }),
    icon: "calendar",
    classicSection: "schedule",
  },
  travel: {
    path: "/gamer/travel",
    module: "routes/gamer-travel.tsx",
    title: (words) => words.travel.title,
    link: (words) => ({ label: words.travel.title, caption: words.travel.caption }),
    icon: "map-pin",
    classicSection: "travel-info",
  },
  registry: {
    path: "/gamer/registry",
    module: "routes/gamer-registry.tsx",
    title: (words) => words.registry.title,
    link: (words) => ({ label: words.registry.title, caption: words.registry.caption }),
    icon: "gift",
    classicSection: "registry",
  },
  faq: {
    path: "/gamer/faq",
    module: "routes/gamer-faq.tsx",
    title: (words) => words.faq.title,
    link: (words) => ({ label: words.faq.title, caption: words.faq.caption }),
    icon: "circle-question",
    classicSection: "faq",
  },
} satisfies Record<string, GamerPage>;

/** The game's pages after its start screen, in menu order. */
export const GAMER_MENU: GamerPage[] = Object.values(GAMER_PAGES);

/** A link to a page of the game, as its menu and icon bar draw it, in the page's language. */
export type GamerLink = { path: string; label: string; caption: string; icon: PixelIconName };

export const gamerLink = (page: GamerPage, words: SiteWords, language: string): GamerLink => ({
  path: pathIn(language, page.path),
  ...page.link(words.pages),
  icon: page.icon,
});

/** An item of the classic page's navigation: the id of the section it scrolls to. */
export type SectionLink = { id: string; label: string };

/** The classic page's navigation: each section of it that is also a page of the game, in the game's order. */
export const classicNav = (words: SiteWords): SectionLink[] =>
  GAMER_MENU.flatMap((page) =>
    page.classicSection ? [{ id: page.classicSection, label: page.link(words.pages).label }] : [],
  );

/** Every page a guest can open, prerendered to HTML in each language. */
export const PAGES: SitePage[] = [LANDING, CLASSIC, GAMER_HOME, ...GAMER_MENU];
export const PAGE_PATHS = LANGUAGES.flatMap((language) => PAGES.map((page) => pathIn(language, page.path)));

/** A 404 page: a splat route prerendered once at `path`, for an unknown path under `under`. */
export type NotFoundPage = { under: string; path: string; module: string };

export const GAMER_NOT_FOUND: NotFoundPage = {
  under: "/gamer/",
  path: "/gamer/404",
  module: "routes/gamer-not-found.tsx",
};
export const NOT_FOUND: NotFoundPage = { under: "/", path: "/404", module: "routes/not-found.tsx" };

/** A 404 page where it is in `language`: "/gamer/404" in "en" is "/en/gamer/404", for paths under "/en/gamer/". */
export const notFoundIn = (language: string, page: NotFoundPage): NotFoundPage => ({
  ...page,
  under: pathIn(language, page.under),
  path: pathIn(language, page.path),
});

/**
 * The 404 pages of every language: pipeline/postbuild.ts moves each to
 * `${path}.html`, where servers look for it to answer an unknown path under
 * `under`. The narrowest first: the game's, then each language's, the root's last.
 */
export const NOT_FOUND_PAGES: NotFoundPage[] = [GAMER_NOT_FOUND, NOT_FOUND].flatMap((page) =>
  [...LANGUAGES].reverse().map((language) => notFoundIn(language, page)),
);

/** Every path prerendered to HTML: the pages, and the 404 pages. */
export const PRERENDERED_PATHS = [...PAGE_PATHS, ...NOT_FOUND_PAGES.map((page) => page.path)];

/** The calendar file, served beside the pages and prerendered from a resource route, in each language. */
export const CALENDAR_FILE = { path: "/wedding.ics", module: "routes/calendar.ts" };

/** Files the site serves beside its pages, prerendered from resource routes: their paths in every language. */
export const PRERENDERED_FILES = LANGUAGES.map((language) => ({
  ...CALENDAR_FILE,
  path: pathIn(language, CALENDAR_FILE.path),
}));
