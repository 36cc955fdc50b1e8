import { describe, expect, it } from "vitest";
import { en } from "./en";
import { DICTIONARIES, wordsFor } from "./index";

type Words = { [key: string]: string | string[] | Words };

/** Every word of a dictionary by its path: "day.daysLeft.one"; a list (keptWithNext) is how the language is set, not a word. */
const wordsOf = (words: Words, path = ""): [string, string][] =>
  Object.entries(words).flatMap(([key, word]) =>
    typeof word === "string" ? [[`${path}${key}`, word]] : Array.isArray(word) ? [] : wordsOf(word, `${path}${key}.`),
  );

const placesIn = (word: string) => [...word.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const isPlural = (path: string) => path.startsWith("day.daysLeft.");

describe.each(Object.entries(DICTIONARIES))("the %s dictionary", (language, dictionary) => {
  const words = new Map(wordsOf(dictionary as Words));

  it("has every word of the English one and no other, none empty, each with the same places to fill", () => {
    const english = wordsOf(en as Words).filter(([path]) => !isPlural(path));
    for (const [path, word] of english) {
      expect(words.get(path)?.trim(), `${language}: ${path}`).toBeTruthy();
      expect(placesIn(words.get(path) ?? ""), `${language}: ${path}`).toEqual(placesIn(word));
    }
    const extra = [...words.keys()].filter((path) => !isPlural(path) && !english.some(([known]) => known === path));
    expect(extra).toEqual([]);
  });

  it("names the words a line never ends with as single lowercase words, each once", () => {
    for (const word of dictionary.keptWithNext) expect(word).toMatch(/^\p{Ll}+$/u);
    expect(new Set(dictionary.keptWithNext).size).toBe(dictionary.keptWithNext.length);
  });

  it("counts in each form the language's numbers take, and no other", () => {
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    expect(Object.keys(dictionary.day.daysLeft).sort()).toEqual([...forms].sort());
    // One and two may be words of their own, as Arabic's "يومان" and Hebrew's "יומיים" are: no number written.
    for (const [form, text] of Object.entries(dictionary.day.daysLeft)) {
      expect(placesIn(text)).toEqual(["one", "two"].includes(form) && !text.includes("{") ? [] : ["count"]);
    }
  });
});

describe("a region's spelling", () => {
  it("Switzerland's German writes ss for ß, and keeps the region's locale", () => {
    const swiss = wordsFor("de-CH");
    expect(JSON.stringify(swiss)).not.toContain("ß");
    expect(swiss.locale).toBe("de-CH");
    expect(wordsFor("de-AT").chooseExperience).toBe(DICTIONARIES.de.chooseExperience);
  });
});
