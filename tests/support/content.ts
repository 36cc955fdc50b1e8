/**
 * The content as the tests expect to see it: the site in its default
 * language, the one its root pages are in, with its words and dates. Tests
 * derive what they expect from here, so the next couple's content, in any of
 * the site's languages, keeps them green.
 */
import { defaultSite, pageTitle as titleOf, siteIn } from "../../src/content/content.server";
import { giftWay as wayOf, type Gift } from "../../src/content/gifts.server";
import { fill } from "../../src/words/fill";
import { classicNav, gamerLink as linkTo, type GamerPage } from "../../src/pages";
import { languageOfPath } from "../../src/languages";
import { joinedInitials } from "../../src/ui/joined-names";

export const site = defaultSite();
export const { content, coupleNames, words, dates } = site;
export const siteTitle = site.title;
export { SOCIAL_IMAGE } from "../../src/content/content.server";
export { siteIn };

/** A page's document title in the default language. */
export const pageTitle = (page?: string) => titleOf(site, page);

/** A way to give, as the pages show it in the default language. */
export const giftWay = (gift: Gift) => wayOf(gift, words.gifts);

/** An event's hours, as the pages write them: "5:00 PM - 11:00 PM". */
export const timeRange = (start: string, end: string) =>
  fill(words.calendar.timeRange, { start: dates.time(start), end: dates.time(end) });

/** The classic page's navigation, as it reads in the default language. */
export const CLASSIC_NAV = classicNav(words);

/** A link to a page of the game, as its menu and icon bar draw it in the default language. */
export const gamerLink = (page: GamerPage) => linkTo(page, words, site.language);

/** The words of the page at `path` (or a page's URL), in that page's language. */
export const wordsAt = (path: string) => siteIn(languageOfPath(new URL(path, "http://site").pathname)).words;

/** Every text the couple wrote, in the language of the page at `path` (or a page's URL). */
export function textsAt(path: string): string[] {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(siteIn(languageOfPath(new URL(path, "http://site").pathname)).content);
  return texts;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The couple's names as the invitation's h1 sets them: the joint a box of its own between them
 * ("جنى و طارق") or bound to the second name ("מאיה ועידו"), where coupleNames is the sentence's form.
 */
export const namesHeading = new RegExp(
  `^${[content.couple.partnerOne, words.joint, content.couple.partnerTwo].map(escaped).join("\\s*")}$`,
  "u",
);

/** The link home from the game's logo, by its name: "A&J: Alex & Jordan, back to the welcome page". */
export const homeLinkName = fill(words.game.homeLink, {
  initials: joinedInitials(content.couple, words.joint),
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
