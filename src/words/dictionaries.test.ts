import { describe, expect, it } from "vitest";
import { en } from "./en";
import { DICTIONARIES, REGIONAL_WORDS, wordsFor } from "./index";
import { FORMALITIES, FORMAL_WORDS } from "./formal";
import { baseOf } from "../language-tag";
import { es419 } from "./es-419";
import { ptBR } from "./pt-BR";
import { enGB } from "./en-GB";

type Words = { [key: string]: string | string[] | Words };

/** Every word of a dictionary by its path: "day.daysLeft.one"; a list (keptWithNext) is how the language is set, not a word. */
const wordsOf = (words: Words, path = ""): [string, string][] =>
  Object.entries(words).flatMap(([key, word]) =>
    typeof word === "string" ? [[`${path}${key}`, word]] : Array.isArray(word) ? [] : wordsOf(word, `${path}${key}.`),
  );

const placesIn = (word: string) => [...word.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Words in the forms a number takes (src/words/plural.ts), checked below: "day.daysLeft.one". */
const PLURALS = ["day.daysLeft", "cards.atTime"];
const isPlural = (path: string) => PLURALS.some((plural) => path.startsWith(`${plural}.`));

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

  it("names the words a line never ends with, and a name's particles, as single lowercase words, each once", () => {
    // An elision may lead one: Dutch "’s" ("’s nachts"); an abbreviation ends in its dot: Polish "św.". Lowercase
    // where the script has cases: Hebrew's "את" has none.
    for (const list of [dictionary.keptWithNext, dictionary.nameParticles]) {
      for (const word of list) expect(word).toMatch(/^['’]?[\p{Ll}\p{Lo}]+\.?$/u);
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it("counts in each form the language's numbers take, and no other", () => {
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    expect(Object.keys(dictionary.day.daysLeft).sort()).toEqual([...forms].sort());
    // One and two may be words of their own, as Arabic's "يومان" and Hebrew's "יומיים" are: no number written.
    for (const [form, text] of Object.entries(dictionary.day.daysLeft)) {
      expect(placesIn(text)).toEqual(["one", "two"].includes(form) && !text.includes("{") ? [] : ["count"]);
    }
  });

  it("writes a time in the forms its hour takes where they differ, the other always, each with the time", () => {
    const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    expect(Object.keys(dictionary.cards.atTime)).toContain("other");
    for (const [form, text] of Object.entries(dictionary.cards.atTime)) {
      expect(forms).toContain(form);
      expect(placesIn(text)).toEqual(["time"]);
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

/** Each region's words once, under the first tag that takes them: every Latin American tag takes es-419's. */
const OVERLAYS = Object.entries(REGIONAL_WORDS).filter(
  ([, words], index, all) => all.findIndex(([, other]) => other === words) === index,
);

describe.each(OVERLAYS)("the %s words", (language, regional) => {
  const base = new Map(wordsOf(DICTIONARIES[baseOf(language)] as Words));
  const words = wordsOf(regional as Words);

  it("each reword one of its dictionary's words, none empty, with the same places to fill", () => {
    expect(words.length).toBeGreaterThan(0);
    for (const [path, word] of words) {
      expect(base.has(path), `${language}: ${path}`).toBe(true);
      expect(word.trim(), `${language}: ${path}`).toBeTruthy();
      expect(placesIn(word), `${language}: ${path}`).toEqual(placesIn(base.get(path) ?? ""));
    }
  });

  it("are the site's words in the region, over its dictionary's, with the region's locale", () => {
    const site = new Map(wordsOf(wordsFor(language) as Words));
    for (const [path, word] of words) expect(site.get(path), `${language}: ${path}`).toBe(word);
    for (const [path, word] of base) {
      if (path !== "locale" && !words.some(([own]) => own === path)) expect(site.get(path), path).toBe(word);
    }
    expect(wordsFor(language).locale).toBe(language);
  });
});

describe("a region's words", () => {
  it("Brazil's Portuguese and Mexico's Spanish read their region's, Portugal's and Spain's their dictionary's", () => {
    expect(wordsFor("pt-BR").gifts.scanWithPhone).toBe(ptBR.gifts?.scanWithPhone);
    expect(wordsFor("es-MX").gifts.scanWithPhone).toBe(es419.gifts?.scanWithPhone);
    expect(wordsFor("es-AR").pages.registry.title).toBe(es419.pages?.registry?.title);
    for (const language of ["pt", "pt-PT", "es", "es-ES"]) {
      const { locale, ...words } = wordsFor(language);
      const { locale: own, ...dictionary } = DICTIONARIES[baseOf(language)];
      expect(words, language).toEqual(dictionary);
      expect(locale, language).toBe(language.includes("-") ? language : own);
    }
  });

  it("British English reads a gift list and accommodation, American English a registry and lodging", () => {
    expect(wordsFor("en-GB").pages.registry.title).toBe(enGB.pages?.registry?.title);
    expect(wordsFor("en-GB").places.lodging).toBe(enGB.places?.lodging);
    expect(wordsFor("en-US").pages.registry.title).toBe(DICTIONARIES.en.pages.registry.title);
  });

  it("a Latin American region not named on its own takes Latin America's words", () => {
    expect(wordsFor("es-VE").day.watchLive).toBe(es419.day?.watchLive);
  });
});

/** The familiar "you" of each language with a formal one: a household's plural, its possessive, its imperative. */
const FAMILIAR_YOU: Record<string, RegExp> = {
  de: /(?<!\p{L})(ihr|euch|eure[mnrs]?|euer|Gebt|Drückt|Wählt|Vergleicht|Schaltet|Öffnet|Prüft|Bittet)(?!\p{L})/u,
  es: /(?<!\p{L})(vosotr[oa]s|vuestr[oa]s?|sois|os|\p{L}+[aeií]d(lo|la|nos|noslo)?)(?!\p{L})(?<!ciudad|Madrid|usted|red)/u,
  nl: /(?<!\p{L})(jullie|je|jij|jouw)(?!\p{L})/iu,
  pl: /(?<!\p{L})(Wy|Was|Wam|Wasz\p{L}*|\p{L}+cie)(?!\p{L})(?<!karcie)/u,
};

describe.each(Object.entries(FORMAL_WORDS))("the %s formal words", (language, formal) => {
  const base = new Map(wordsOf(DICTIONARIES[language] as Words));

  it("each reword one of its dictionary's words, with the same places to fill", () => {
    for (const [path, word] of wordsOf(formal as Words)) {
      expect(base.has(path), `${language}: ${path}`).toBe(true);
      expect(placesIn(word), `${language}: ${path}`).toEqual(placesIn(base.get(path) ?? ""));
    }
  });

  it("leave no familiar 'you' on a site that speaks formally, where the familiar words had one", () => {
    const familiar = [...base].filter(([, word]) => FAMILIAR_YOU[language].test(word));
    expect(familiar.length, `${language}: the check finds the familiar words`).toBeGreaterThan(3);
    for (const [path, word] of wordsOf(wordsFor(language, "formal") as Words))
      expect(FAMILIAR_YOU[language].exec(word)?.[0], `${language}: ${path}: ${word}`).toBeUndefined();
  });
});

/** A "you" that is plural only, beyond the familiar ones above: Italian voi, Portugal's vós, Hebrew's אתם. */
const PLURAL_YOU: Record<string, RegExp> = {
  ...FAMILIAR_YOU,
  it: /(?<!\p{L})(voi|vostr[oaie]|siete|\p{L}+atevi|Inquadrate)(?!\p{L})/u,
  pt: /(?<!\p{L})(vós|vos|voss[oa]s?|vocês|\p{L}+em)(?!\p{L})(?<!bem|tem|quem|sem|em|nem|também|viagem|mensagem|imagem)/u,
  he: /(?<!\p{L})(אתם|שלכם|\p{L}+תכם|\p{L}+ו)(?!\p{L})/u,
};

/** What a household's link and card say to that household alone: the band's name and button, and the cards. */
const toOneHousehold = (language: string, formality?: (typeof FORMALITIES)[number]) => {
  const { household, cards } = wordsFor(language, formality);
  const { atTime, ...sentences } = cards;
  return { yourInvitation: household.yourInvitation, notUs: household.notUs, ...sentences, ...atTime };
};

describe("the words said to one household", () => {
  const languages = [...Object.keys(DICTIONARIES), ...Object.keys(REGIONAL_WORDS)];

  it.each(languages)("in %s, serve one person or many, spoken to formally or as friends, in one form", (language) => {
    for (const formality of FORMALITIES)
      expect(toOneHousehold(language, formality), formality).toEqual(toOneHousehold(language));
    const plural = PLURAL_YOU[baseOf(language)];
    for (const [key, word] of Object.entries(toOneHousehold(language)))
      expect(plural?.exec(word)?.[0], `${language}: ${key}: ${word}`).toBeUndefined();
  });
});
