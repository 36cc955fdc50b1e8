/**
 * The content as the tests expect to see it: the site the project's own
 * content file makes (the one the build under test was made from), in its
 * default language, the one its root pages are in, with its words and dates,
 * and its languages' paths. Tests derive what they expect from here, so the
 * next couple's content, in any of the site's languages, keeps them green.
 */
import { pageTitle as titleOf } from "../../src/site/page-head.server";
import { siteLanguages } from "../../src/content/local-text.server";
import { makeSite, readContent, type Site, type SiteInputs } from "../../src/site/site.server";
import { AS_WRITTEN } from "../../src/site/typesetting.server";
import { forEveryone } from "../../src/site/events.server";
import { NO_PHOTOS } from "../../src/site/shown.server";
import { wedding } from "../../content/wedding";
import { fill } from "../../src/words/fill";
import * as paths from "../../src/language-paths";
import { classicNav, gamerLink as linkTo, notFoundPages, pagePaths, type GamerPage } from "../../src/pages";
import { joinedInitials } from "../../src/text/joined-names";
import { initialsOf } from "../../src/text/initials.server";
import type { Formality } from "../../src/words/formal";
import { escapeRegExp } from "../../src/text/escape-regexp";

/** What the build under test was made from: the project's content file, the site everyone reads. */
const OWN_INPUTS: SiteInputs = {
  rawContent: wedding,
  photos: NO_PHOTOS,
  groups: [],
  sealed: false,
  householdLinks: false,
};

/** The site's languages, the default first, and where each one's pages are (src/language-paths.ts). */
export const LANGUAGES = siteLanguages(wedding);
export const DEFAULT_LANGUAGE = LANGUAGES[0];
export const pathIn = (language: string, path: string) => paths.pathIn(LANGUAGES, language, path);
export const languageOfPath = (pathname: string) => paths.languageOfPath(LANGUAGES, pathname);
export const pathInEach = (pathname: string) =>
  LANGUAGES.map((language) => ({ language, path: paths.samePageIn(LANGUAGES, pathname, language) }));
/** Every page's path in every language. */
export const PAGE_PATHS = pagePaths(LANGUAGES);
/** The 404 pages in every language, as React Router prerenders them (/404, /gamer/404, /pt-br/404, …). */
export const NOT_FOUND_PAGES = notFoundPages(LANGUAGES);
/** Every page React Router prerenders: the pages and the 404 pages. */
export const PRERENDERED_PAGES = [...PAGE_PATHS, ...NOT_FOUND_PAGES.map((page) => page.path)];

const sites = new Map(LANGUAGES.map((language) => [language, makeSite(OWN_INPUTS, language)]));

/** The project's own site in one of its languages. */
export const ownSite = (language: string): Site => sites.get(language) ?? makeSite(OWN_INPUTS, language);

/** The project's own site in one of its languages, as a household addressed otherwise reads it (its own pages). */
export const siteAddressed = (language: string, formality: Formality): Site =>
  makeSite({ ...OWN_INPUTS, formality }, language);

/** The project's own site in one of its languages, as a household in `groups` reads it (its own pages). */
export const siteOfGroups = (language: string, groups: string[]): Site => makeSite({ ...OWN_INPUTS, groups }, language);

export const site = ownSite(DEFAULT_LANGUAGE);
/** The site everyone reads in the default language; `gifts` are its ways to give, as its pages show them. */
export const { content, coupleNames, words, dates, gifts } = site;
/** The content as the couple wrote it, in the default language: what a calendar app and a bank read. */
export const writtenContent = forEveryone(readContent(wedding, DEFAULT_LANGUAGE, undefined, AS_WRITTEN));
export const siteTitle = site.title;
export { SOCIAL_IMAGE } from "../../src/site/page-head.server";

/** A page's document title in the default language. */
export const pageTitle = (page?: string) => titleOf(site, page);

/** An event's hours, as a site's pages write them (the default language's unless given): "5:00 PM - 11:00 PM". */
export const timeRange = (start: string, end: string, { words, dates }: Pick<Site, "words" | "dates"> = site) =>
  fill(words.calendar.timeRange, { start: dates.time(start), end: dates.time(end) });

/** The classic page's navigation, as it reads in the default language. */
export const CLASSIC_NAV = classicNav(words);

/** A link to a page of the game, as its menu and icon bar draw it in the default language. */
export const gamerLink = (page: GamerPage) => linkTo(page, words, site.localPath);

/** The words of the page at `path` (or a page's URL), in that page's language. */
export const wordsAt = (path: string) => ownSite(languageOfPath(new URL(path, "http://site").pathname)).words;

/** Every text the couple wrote, in the language of the page at `path` (or a page's URL). */
export function textsAt(path: string): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(ownSite(languageOfPath(new URL(path, "http://site").pathname)).content);
  return texts;
}

/**
 * The couple's names as the invitation's h1 sets them: the joint a box of its own between them
 * ("جنى و طارق") or bound to the second name ("מאיה ועידו"), where coupleNames is the sentence's form.
 */
export const namesHeading = new RegExp(
  `^${[content.couple.partnerOne, words.joint, content.couple.partnerTwo].map(escapeRegExp).join("\\s*")}$`,
  "u",
);

/** The link home from the game's logo, by its name: "A&J: Alex & Jordan, back to the welcome page". */
export const homeLinkName = fill(words.game.homeLink, {
  initials: joinedInitials(initialsOf(content.couple, content.couple.initials), words.joint),
  names: coupleNames,
});

/** A text as React writes it into a page's HTML: "Travel &amp; Stay". */
export const asHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

export { fill };
