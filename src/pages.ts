// The site's pages, listed once. Plain data with no React, so the build's config can import it and none of it ships in a page's scripts.
import { pathIn } from "./language-paths";
import type { SiteWords } from "./words";

/** The two looks a page is drawn in, each with its own faces: the invitation's (landing, classic, 404) and the game's. */
export type Look = "invitation" | "gamer";

export type PixelIconName = "home" | "book-open" | "calendar" | "map-pin" | "gift" | "circle-question";

/** The dictionary's names of the pages (`words.pages`), which each page's title and link read. */
type PageNames = SiteWords["pages"];

export type SitePage = {
  /** Its path in the default language; pathIn() (src/language-paths.ts) gives it in another. */
  path: string;
  module: string;
  /** Its name before the site's in its <title>; without one (the landing page), the site's name alone. */
  title?: (words: PageNames) => string;
};

export type GamerPage = SitePage & {
  title: (words: PageNames) => string;
  /** The caption is the icon's on a phone, where tooltips never show: a word of the label, so it names the link too. */
  link: (words: PageNames) => { label: string; caption: string };
  icon: PixelIconName;
  classicSection?: string;
};

export const LANDING: SitePage = { path: "/", module: "routes/landing.tsx" };

export const CLASSIC: SitePage = { path: "/classic", module: "routes/classic.tsx", title: (words) => words.classic };

export const GAMER_LAYOUT = { path: "/gamer", module: "routes/gamer.tsx" };

export const GAMER_HOME: GamerPage = {
  path: "/gamer",
  module: "routes/gamer-home.tsx",
  title: (words) => words.gamer,
  link: (words) => ({ label: words.home, caption: words.home }),
  icon: "home",
};

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

export const GAMER_MENU: GamerPage[] = Object.values(GAMER_PAGES);

export type GamerLink = { path: string; label: string; caption: string; icon: PixelIconName };

/** An item of the start screen's menu: the page, by its name. */
export type MenuItem = Pick<GamerLink, "path" | "label">;

/** `localPath` gives a page's path in the link's language (a Site's). */
export const gamerLink = (page: GamerPage, words: SiteWords, localPath: (path: string) => string): GamerLink => ({
  path: localPath(page.path),
  ...page.link(words.pages),
  icon: page.icon,
});

export type SectionLink = { id: string; label: string };

export const classicNav = (words: SiteWords): SectionLink[] =>
  GAMER_MENU.flatMap((page) =>
    page.classicSection ? [{ id: page.classicSection, label: page.link(words.pages).label }] : [],
  );

export const PAGES: SitePage[] = [LANDING, CLASSIC, GAMER_HOME, ...GAMER_MENU];

/** Every page in each of the site's `languages` (the default first): its path there, its path in the default, its language. */
export const sitePages = (languages: readonly string[]) =>
  languages.flatMap((language) =>
    PAGES.map((page) => ({ path: pathIn(languages, language, page.path), defaultPath: page.path, language })),
  );

export const pagePaths = (languages: readonly string[]) => sitePages(languages).map(({ path }) => path);

/** A 404 page: a splat route prerendered once at `path`, for an unknown path under `under`. */
export type NotFoundPage = { under: string; path: string; module: string };

export const GAMER_NOT_FOUND: NotFoundPage = {
  under: "/gamer/",
  path: "/gamer/404",
  module: "routes/gamer-not-found.tsx",
};
export const NOT_FOUND: NotFoundPage = { under: "/", path: "/404", module: "routes/not-found.tsx" };

/** The 404 pages in each of the site's `languages`, the narrowest first: Netlify takes the first of its `_redirects` rules that matches (pipeline/hosts/host-configs.ts). */
export const notFoundPages = (languages: readonly string[]): NotFoundPage[] =>
  [GAMER_NOT_FOUND, NOT_FOUND].flatMap((page) =>
    [...languages].reverse().map((language) => ({
      ...page,
      under: pathIn(languages, language, page.under),
      path: pathIn(languages, language, page.path),
    })),
  );

export const CALENDAR_FILE = { path: "/wedding.ics", module: "routes/calendar.ts" };

/** Each language's calendar file. */
export const calendarFiles = (languages: readonly string[]) =>
  languages.map((language) => pathIn(languages, language, CALENDAR_FILE.path));

/** Every path React Router prerenders for a site in `languages`: its pages, its 404 pages and its calendar files. */
export const prerenderedPaths = (languages: readonly string[]) => [
  ...pagePaths(languages),
  ...notFoundPages(languages).map((page) => page.path),
  ...calendarFiles(languages),
];
