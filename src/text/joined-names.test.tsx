// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { wedding as sintra } from "../../tests/couples/sintra/wedding";
import { inLanguages } from "../../tests/support/in-languages";
import { calendarEvents } from "../site/calendar.server";
import { pageHead } from "../site/page-head.server";
import { siteOfContent } from "../../tests/support/site-of-content";
import { checkFields } from "../content/schema.server";
import { ClassicHeader } from "../classic/ClassicHeader";
import { CoupleNames } from "../invitation/CoupleNames";
import { CLASSIC } from "../pages";
import { DICTIONARIES } from "../words";
import { fill } from "../words/fill";
import { joinedInitials, joinedNames } from "./joined-names";
import { initialsOf } from "./initials.server";
import { webManifest } from "../../pipeline/postbuild/web-manifest";
import { InLocale, testLocale } from "../../tests/support/test-locale";
import { readdirSync } from "node:fs";

/** A couple whose names are Arabic on the Arabic pages and Latin on the others; their site's title is the names'. */
const couple = { partnerOne: { ar: "ليلى", en: "Layla" }, partnerTwo: { ar: "كريم", en: "Karim" } };
const inArabicAndEnglish = inLanguages(sintra, ["ar-LB", "en"]);
const arabicAndEnglish = {
  ...inArabicAndEnglish,
  site: { ...inArabicAndEnglish.site, title: undefined },
  couple,
};
const PHOTOS = readdirSync("tests/couples/sintra/photos");

describe("the couple's names joined", () => {
  it("by a sign, or by a word that stands apart from the initials, and Arabic's و by an ampersand there", () => {
    const names = { partnerOne: "Layla", partnerTwo: "Karim" };
    expect(joinedNames(names, DICTIONARIES.en.joint)).toBe(`Layla ${DICTIONARIES.en.joint} Karim`);
    expect(joinedInitials(initialsOf(names), "&")).toBe("L&K");
    expect(joinedInitials(initialsOf({ partnerOne: "ليلى", partnerTwo: "كريم" }), "و")).toBe("ل&ك");
  });

  it('by an Arabic or Hebrew one-letter "and" written joined to the second name', () => {
    expect(joinedNames({ partnerOne: "ليلى", partnerTwo: "كريم" }, "و")).toBe("ليلى وكريم");
    expect(joinedNames({ partnerOne: "דנה", partnerTwo: "יואב" }, "ו")).toBe("דנה ויואב");
  });

  it.each(["ar-LB", "en"])("in %s, by the language's joint on every page, title, preview and calendar", (language) => {
    const site = siteOfContent(arabicAndEnglish, language);
    const joint = DICTIONARIES[language.split("-")[0]].joint;
    const { partnerOne, partnerTwo } = site.content.couple;
    const names = language === "en" ? `${partnerOne} ${joint} ${partnerTwo}` : `${partnerOne} ${joint}${partnerTwo}`;
    expect(site.coupleNames).toBe(names);
    expect(site.title.startsWith(names)).toBe(true);
    expect(pageHead(site, CLASSIC).image.alt.startsWith(names)).toBe(true);
    for (const event of calendarEvents(site.content, site)) expect(event.title).toContain(names);
  });

  it("by the couple's own joint, in each language, where they write one", () => {
    const own = { ar: "و", en: "and" };
    const content = { ...arabicAndEnglish, couple: { ...couple, joint: own } };
    expect(checkFields(content, PHOTOS)).toMatchObject({ ok: true });
    for (const language of ["ar-LB", "en"] as const) {
      const site = siteOfContent(content, language);
      const joint = own[language === "en" ? "en" : "ar"];
      expect(site.words.joint).toBe(joint);
      const { partnerOne, partnerTwo } = site.content.couple;
      expect(site.coupleNames).toBe(`${partnerOne} ${joint}${joint === "و" ? "" : " "}${partnerTwo}`);
    }
  });

  it("by the couple's own initials where they write them, in each language, in the header and the manifest", () => {
    // An isolated ل beside a J reads as "J&J": the couple give the Latin initial on the French pages.
    const initials = { partnerOne: { ar: "ل", en: "L" }, partnerTwo: { ar: "ج", en: "J" } };
    const content = { ...arabicAndEnglish, couple: { partnerOne: "ليلى", partnerTwo: "Julien", initials } };
    expect(checkFields(content, PHOTOS)).toMatchObject({ ok: true });
    for (const [language, own] of [
      ["ar-LB", "ل&ج"],
      ["en", "L&J"],
    ] as const) {
      const site = siteOfContent(content, language);
      expect(joinedInitials(site.initials, site.words.joint)).toBe(own);
      expect(webManifest(site, { sealed: false }).short_name).toBe(own);
      const { unmount } = render(
        <MemoryRouter>
          <InLocale locale={testLocale(language)}>
            <ClassicHeader initials={site.initials} coupleNames={site.coupleNames} nav={[]} />
          </InLocale>
        </MemoryRouter>,
      );
      expect(screen.getByRole("link", { name: new RegExp(`^${own}`, "u") })).toHaveTextContent(own);
      unmount();
    }
  });

  it("refuses initials that are no letter or a few", () => {
    for (const initial of ["L J", "Layla", ""]) {
      const content = { ...sintra, couple: { ...sintra.couple, initials: { partnerOne: initial, partnerTwo: "J" } } };
      expect(checkFields(content, PHOTOS)).toEqual({
        ok: false,
        problems: [expect.stringMatching(/^couple\.initials\.partnerOne: must (?:be a letter|not be empty)/u)],
      });
    }
  });

  it("refuses a joint that is no word or sign between the names", () => {
    for (const joint of [" and ", "and also, with all our love,", "and\nalso"]) {
      const content = { ...sintra, couple: { ...sintra.couple, joint } };
      expect(checkFields(content, PHOTOS)).toEqual({
        ok: false,
        problems: [
          'couple.joint: must be a short word or sign that stands between your names, such as "&" or "and": at most 12 characters, on one line, with no space at either end',
        ],
      });
    }
  });

  it("on the invitation and in the classic page's header, in Arabic", () => {
    const names = { partnerOne: "ليلى", partnerTwo: "كريم" };
    const locale = testLocale("ar-LB");
    render(
      <MemoryRouter>
        <InLocale locale={locale}>
          <CoupleNames names={names} />
          <ClassicHeader initials={initialsOf(names)} coupleNames={joinedNames(names, locale.words.joint)} nav={[]} />
        </InLocale>
      </MemoryRouter>,
    );
    // The invitation sets its joint apart, an ornament between the names.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`ليلى ${locale.words.joint} كريم`);
    const initials = joinedInitials(initialsOf(names), locale.words.joint);
    const home = screen.getByRole("link", {
      name: fill(locale.words.classic.homeLink, { initials, names: joinedNames(names, locale.words.joint) }),
    });
    expect(home).toHaveTextContent(initials.replaceAll(" ", ""));
  });

  it("with Hebrew's ו bound to the second name on the invitation, and an ampersand between the initials", () => {
    const names = { partnerOne: "מאיה", partnerTwo: "עידו" };
    const hebrew = testLocale("he");
    const locale = { ...hebrew, words: { ...hebrew.words, joint: "ו" } };
    render(
      <MemoryRouter>
        <InLocale locale={locale}>
          <CoupleNames names={names} />
          <ClassicHeader initials={initialsOf(names)} coupleNames={joinedNames(names, "ו")} nav={[]} />
        </InLocale>
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("מאיה ועידו");
    expect(joinedInitials(initialsOf(names), "ו")).toBe("מ&ע");
    expect(screen.getByRole("link", { name: /מ&ע/u })).toHaveTextContent("מ&ע");
  });
});
