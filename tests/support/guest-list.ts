/**
 * Households for the tests' guest lists, as couples write them: a greeting in
 * each language the site has words in (a comma in some, an emoji, Hebrew with a
 * double name, Arabic) and in Greek, Cyrillic and Japanese, the household's language where the site has it, and groups.
 */
import { baseOf } from "../../src/language-tag";
import type { Household } from "../../src/content/guests.server";

/** The secret the tests' household links are made from (WEDDING_SECRET). */
export const TEST_SECRET = "the tests' own secret, never a couple's";

const GREETINGS: Record<string, string> = {
  en: "Dear Sam & Alex 🥂",
  es: "Queridos Lucía y Mateo",
  pt: "Querida Ana, querido João",
  fr: "Chère Camille, cher Hugo",
  de: "Liebe Anna, lieber Jonas",
  it: "Cari Giulia e Marco",
  nl: "Lieve Sanne en Daan",
  pl: "Kochani Ola i Kuba",
  he: "למשפחת בן-דוד היקרה",
  ar: "إلى سلمى وكريم الأعزاء",
  // Languages no site has: greetings in scripts its pages may never show.
  el: "Αγαπητή μαμά και αγαπητέ μπαμπά",
  uk: "Дорога тітко Галино, дорогий дядьку Богдане",
  ja: "健太さん、美咲さんへ",
};

/**
 * A household for each greeting: in its language when the site has it (a region's too), without one
 * otherwise; the groups given out one each to the first households, so every group has one.
 */
export function testHouseholds(languages: readonly string[], groups: readonly string[]): Household[] {
  return Object.entries(GREETINGS).map(([base, greeting], index) => ({
    id: `${base}-household`,
    greeting,
    language: languages.find((language) => baseOf(language) === base),
    groups: index < groups.length ? [groups[index]] : [],
    row: index + 2,
  }));
}

const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The households as private/guests.csv holds them: with the formality column where one is addressed otherwise. */
export function guestListCsv(households: readonly Household[]): string {
  const addressed = households.some((household) => household.formality);
  return [
    `household,greeting,language,groups${addressed ? ",formality" : ""}`,
    ...households.map(({ id, greeting, language, groups, formality }) =>
      [id, greeting, language ?? "", groups.join(";"), ...(addressed ? [formality ?? ""] : [])].map(cell).join(","),
    ),
  ].join("\n");
}
