/**
 * The site's pages, listed once. The route table (src/routes.ts), the
 * prerender list (react-router.config.ts), each page's <title> and heading,
 * the classic navigation, the game's menu and icon bar, the servers' 404 pages
 * and the tests all read this list. A new page of the game is one entry in
 * GAMER_PAGES and its route module.
 *
 * Which to read: PAGES (every page), PAGE_PATHS (their addresses), GAMER_PAGES
 * (the game's pages by name, for their loaders) and GAMER_MENU (the same in menu
 * order), CLASSIC_NAV, NOT_FOUND_PAGES, PRERENDERED_PATHS (pages and 404s). The
 * game's frame (GAMER_LAYOUT, routes/gamer.tsx) and its start screen
 * (GAMER_HOME, routes/gamer-home.tsx) share the path /gamer.
 *
 * Plain data, with no React and no content: the build's config, the scripts
 * and the tests import it, and route loaders hand the components their part
 * (the links, a title), so none of it ships in a page's scripts.
 */

/** The game's pixel icons by name; src/gamer/icons.ts draws each. */
export type PixelIconName = "home" | "book-open" | "calendar" | "map-pin" | "gift" | "circle-question";

export type SitePage = {
  path: string;
  /** Its route module, under src/. */
  module: string;
  /** Its own name, before the site's in its <title>; the landing page's title is the site's alone. */
  title?: string;
};

/** A page of the game: a link in its menu (but Home) and an icon in its bar. */
export type GamerPage = SitePage & {
  title: string;
  /** What its links say, where that is not its title. */
  label?: string;
  /** The icon's caption on a phone, where tooltips never show: a word of the label, so it names the link too. */
  caption: string;
  icon: PixelIconName;
  /** The id of the classic page's section that holds the same content: the classic navigation links to it. */
  classicSection?: string;
};

export const LANDING: SitePage = { path: "/", module: "routes/landing.tsx" };

export const CLASSIC: SitePage = { path: "/classic", module: "routes/classic.tsx", title: "Classic" };

/** What frames every page of the game: the scene, the logo home and the icon bar. */
export const GAMER_LAYOUT = { path: "/gamer", module: "routes/gamer.tsx" };

/** The game's start screen, "Home" in its icon bar. */
export const GAMER_HOME: GamerPage = {
  path: "/gamer",
  module: "routes/gamer-home.tsx",
  title: "Gamer",
  label: "Home",
  caption: "Home",
  icon: "home",
};

/** The game's pages in menu order, which is also the classic navigation's; the icon bar puts the RSVP between the third and fourth. */
export const GAMER_PAGES = {
  story: {
    path: "/gamer/our-story",
    module: "routes/gamer-our-story.tsx",
    title: "Our Story",
    caption: "Story",
    icon: "book-open",
    classicSection: "our-story",
  },
  schedule: {
    path: "/gamer/schedule",
    module: "routes/gamer-schedule.tsx",
    title: "Schedule",
    caption: "Schedule",
    icon: "calendar",
    classicSection: "schedule",
  },
  travel: {
    path: "/gamer/travel",
    module: "routes/gamer-travel.tsx",
    title: "Travel & Stay",
    caption: "Travel",
    icon: "map-pin",
    classicSection: "travel-info",
  },
  registry: {
    path: "/gamer/registry",
    module: "routes/gamer-registry.tsx",
    title: "Registry",
    caption: "Registry",
    icon: "gift",
    classicSection: "registry",
  },
  faq: {
    path: "/gamer/faq",
    module: "routes/gamer-faq.tsx",
    title: "FAQ",
    caption: "FAQ",
    icon: "circle-question",
    classicSection: "faq",
  },
} satisfies Record<string, GamerPage>;

/** The game's pages after its start screen, in menu order. */
export const GAMER_MENU: GamerPage[] = Object.values(GAMER_PAGES);

/** A link to a page of the game, as its menu and icon bar draw it. */
export type GamerLink = { path: string; label: string; caption: string; icon: PixelIconName };

export const gamerLink = (page: GamerPage): GamerLink => ({
  path: page.path,
  label: page.label ?? page.title,
  caption: page.caption,
  icon: page.icon,
});

/** An item of the classic page's navigation: the id of the section it scrolls to. */
export type SectionLink = { id: string; label: string };

/** The classic page's navigation: each section of it that is also a page of the game, in the game's order. */
export const CLASSIC_NAV: SectionLink[] = GAMER_MENU.flatMap((page) =>
  page.classicSection ? [{ id: page.classicSection, label: gamerLink(page).label }] : [],
);

/** Every page a guest can open, prerendered to HTML. */
export const PAGES: SitePage[] = [LANDING, CLASSIC, GAMER_HOME, ...GAMER_MENU];
export const PAGE_PATHS = PAGES.map((page) => page.path);

/**
 * The 404 pages, each a splat route prerendered once at `path`:
 * pipeline/postbuild.ts moves it to `${path}.html`, where servers look for it
 * to answer an unknown path under `under`. The narrowest first.
 */
export const GAMER_NOT_FOUND = { under: "/gamer/", path: "/gamer/404", module: "routes/gamer-not-found.tsx" };
export const NOT_FOUND = { under: "/", path: "/404", module: "routes/not-found.tsx" };
export const NOT_FOUND_PAGES = [GAMER_NOT_FOUND, NOT_FOUND];

/** Every path prerendered to HTML: the pages, and the 404 pages. */
export const PRERENDERED_PATHS = [...PAGE_PATHS, ...NOT_FOUND_PAGES.map((page) => page.path)];

/** The calendar file, served beside the pages and prerendered from a resource route. */
export const CALENDAR_FILE = { path: "/wedding.ics", module: "routes/calendar.ts" };

/** Files the site serves beside its pages, prerendered from resource routes. */
export const PRERENDERED_FILES = [CALENDAR_FILE];
