import { describe, expect, it } from "vitest";
import type { Household } from "../../src/content/guests.server";
import { wordsFor } from "../../src/words";
import { untypeset } from "../../src/text/typeset.server";
import { bandWordsOf } from "./household-records";

const household = (address?: Household["address"], language?: string): Household => ({
  id: "hubers",
  greeting: "Liebe Frau Huber, lieber Herr Huber",
  groups: [],
  row: 2,
  ...(language ? { language } : {}),
  ...(address ? { address } : {}),
});

describe("a household's band words", () => {
  it("are the formal ones, in the language its link opens, on a site that speaks familiarly", () => {
    const words = bandWordsOf(household("formal"), { languages: ["de-AT", "en-GB"] });
    const formal = wordsFor("de-AT", "formal").household;
    expect(words && untypeset(words.notUs)).toBe(formal.notUs);
    expect(words && untypeset(words.yourInvitation)).toBe(formal.yourInvitation);
  });

  it("are the familiar ones for a household spoken to as friends on a formal site", () => {
    const words = bandWordsOf(household("familiar", "nl"), { languages: ["en", "nl"], address: "formal" });
    expect(words && untypeset(words.notUs)).toBe(wordsFor("nl").household.notUs);
  });

  it("are none where the site's would read the same: no address of its own, or a language with one form", () => {
    expect(bandWordsOf(household(), { languages: ["de"] })).toBeUndefined();
    expect(bandWordsOf(household("formal"), { languages: ["de"], address: "formal" })).toBeUndefined();
    for (const language of ["fr", "it", "pt", "en", "he", "ar", "es-MX"])
      expect(bandWordsOf(household("formal", language), { languages: [language] }), language).toBeUndefined();
  });
});
