import { describe, expect, it } from "vitest";
import type { Household } from "../../src/content/guests.server";
import { pageSetKey, pageSetOf, pageSetsSaid, speaksOtherwise } from "./own-pages";
import { wedding as sintra } from "../../tests/couples/sintra/wedding";
import { inLanguages } from "../../tests/support/in-languages";
import type { Formality } from "../../src/words/formal";
import { pageSetsOf, privatePlan } from "./plan";

const household = (id: string, groups: string[], formality?: Household["formality"]): Household => ({
  id,
  greeting: `Dear ${id}`,
  groups,
  row: 2,
  ...(formality ? { formality } : {}),
});

describe("a household's own pages", () => {
  it("are none for a household in no group, spoken to as every guest: it reads everyone's", () => {
    expect(pageSetOf(household("smiths", []))).toBeUndefined();
  });

  it("are its groups' and its form of address's, one set for the households that share both", () => {
    const list = [
      household("oma", ["family", "brunch"]),
      household("opa", ["brunch", "family"]),
      household("hubers", [], "formal"),
      household("tante", ["family"], "formal"),
      household("smiths", []),
    ];
    expect(pageSetsOf(privatePlan({ secret: "s" }, list))).toEqual([
      { groups: [], formality: "formal" },
      { groups: ["brunch", "family"] },
      { groups: ["family"], formality: "formal" },
    ]);
    expect(pageSetKey({ groups: ["family", "brunch"] })).toBe(pageSetKey({ groups: ["brunch", "family"] }));
    expect(pageSetKey({ groups: ["family"] })).not.toBe(pageSetKey({ groups: ["family"], formality: "formal" }));
  });

  it("are each named in the build's summary, a couple's way: a group's pages, pages that speak otherwise", () => {
    expect(pageSetsSaid([])).toBe("");
    expect(
      pageSetsSaid([
        { groups: [], formality: "formal" },
        { groups: ["brunch", "family"] },
        { groups: ["family"], formality: "familiar" },
      ]),
    ).toBe(
      ' Sealed beside them, each opened by its households\' links only: the pages speaking formally; the pages of the groups "brunch" and "family"; the pages of the group "family", speaking familiarly.',
    );
  });
});

/** The Sintra couple's content in `languages`, spoken to as `formality` says. */
const siteIn = (languages: string[], formality?: Formality) => {
  const content = inLanguages(sintra, languages);
  return { ...content, site: { ...content.site, ...(formality ? { formality } : {}) } };
};

describe("a household's own form of address", () => {
  it("changes the words of a language with a formal you, on a site that speaks the other way", () => {
    expect(speaksOtherwise("formal", siteIn(["en-GB", "de-AT"]))).toBe(true);
    expect(speaksOtherwise("familiar", siteIn(["nl"], "formal"))).toBe(true);
  });

  it("changes none where the language has one you, or the site speaks so already", () => {
    expect(speaksOtherwise("formal", siteIn(["fr", "it", "pt", "en", "he", "ar"]))).toBe(false);
    expect(speaksOtherwise("formal", siteIn(["pl"], "formal"))).toBe(false);
  });

  it("changes the couple's words where a text of theirs is written for that formality", () => {
    const content = siteIn(["en"]);
    const thankYou = { en: "Thank you for coming.", formal: { en: "We are honoured by your presence." } };
    expect(speaksOtherwise("formal", { ...content, thankYou })).toBe(true);
  });
});
