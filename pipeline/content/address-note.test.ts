import { describe, expect, it } from "vitest";
import type { Household } from "../../src/content/guests.server";
import { generateWedding } from "../../tests/support/generated-wedding";
import { notesOnAddress } from "./address-note";

type Raw = { languages: string[]; faq: { answer: unknown }[]; site?: Record<string, unknown> };

/** A household of the guest list reading the site's `language`, addressed as `formality` says. */
const household = (row: number, language: string, formality?: Household["formality"]): Household => ({
  id: `row-${row}`,
  greeting: "Dear family",
  language,
  groups: [],
  ...(formality ? { formality } : {}),
  row,
});

/**
 * A made-up wedding in `language` (with its region, as the generator draws it) and English, whose first answer
 * is `answer` there, with `formal` as its formal block where given; its other texts say no "you". Its guests
 * are addressed as friends.
 */
function weddingAnswering(language: string, answer: string, formal?: string): Raw {
  const raw = generateWedding(3, { languages: [language, "en"] }).wedding as unknown as Raw;
  const [tag, english] = raw.languages;
  raw.faq[0].answer = {
    [tag]: answer,
    [english]: "Bring your children!",
    ...(formal ? { formal: { [tag]: formal } } : {}),
  };
  // The site speaks to its guests as friends; a household is addressed otherwise.
  raw.site = { ...raw.site, formality: "familiar" };
  return raw;
}

const FAMILIAR = "Bringt eure Kinder gern mit, wir freuen uns auf euch!";

describe("a note on the texts a formal household reads as written for friends", () => {
  it("names each such text, the word it says and the rows of the households that read it", () => {
    const wedding = weddingAnswering("de", FAMILIAR);
    const german = wedding.languages[0];
    const notes = notesOnAddress(
      wedding,
      [household(2, german, "formal"), household(5, german, "formal"), household(6, german)],
      "private/guests.csv",
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(
      /^Note: the households row-2 and row-5 \(private\/guests\.csv, rows 2 and 5\) are addressed formally/,
    );
    expect(notes[0]).toContain("faq[0].answer (“eure”)");
    expect(notes[0]).toContain('formal: { de: "…" }');
  });

  it("says nothing of a text with a formal block, of households read as friends, or of English", () => {
    const written = weddingAnswering("de", FAMILIAR, "Bringen Sie Ihre Kinder gern mit!");
    const [german, english] = written.languages;
    expect(notesOnAddress(written, [household(2, german, "formal")], "guests.csv")).toEqual([]);
    const familiar = weddingAnswering("de", FAMILIAR);
    expect(notesOnAddress(familiar, [household(2, german)], "guests.csv")).toEqual([]);
    expect(notesOnAddress(familiar, [household(2, english, "formal")], "guests.csv")).toEqual([]);
  });

  it("says nothing on a site that addresses every guest formally", () => {
    const wedding = weddingAnswering("de", FAMILIAR);
    wedding.site = { ...wedding.site, formality: "formal" };
    expect(notesOnAddress(wedding, [household(2, wedding.languages[0], "formal")], "guests.csv")).toEqual([]);
  });

  it.each([
    ["ihr seid", "Wenn ihr mögt, bringt Kinder mit.", "ihr"],
    ["seid ihr", "Wo seid ihr untergebracht?", "ihr"],
  ])("finds German's familiar %s", (_, answer, word) => {
    const wedding = weddingAnswering("de", answer);
    const [note] = notesOnAddress(wedding, [household(4, wedding.languages[0], "formal")], "guests.csv");
    expect(note).toContain(`faq[0].answer (“${word}”)`);
  });

  it.each(["Sie schrieb für ihr Doktorat.", "Wir tanzten mit ihr.", "Ihr Zimmer ist reserviert."])(
    "leaves German's her, their and the formal your alone: %s",
    (answer) => {
      const wedding = weddingAnswering("de", answer);
      expect(notesOnAddress(wedding, [household(4, wedding.languages[0], "formal")], "guests.csv")).toEqual([]);
    },
  );

  it.each([
    ["es", "¿Os quedáis a cenar con nosotros?", "Os"],
    ["nl", "Nemen jullie de kinderen mee?", "jullie"],
    ["pl", "Czy zabieracie ze sobą wasze dzieci?", "wasze"],
  ])("finds the familiar you in %s", (language, answer, word) => {
    const wedding = weddingAnswering(language, answer);
    const [note] = notesOnAddress(wedding, [household(4, wedding.languages[0], "formal")], "guests.csv");
    expect(note).toContain(`faq[0].answer (“${word}”)`);
  });
});
