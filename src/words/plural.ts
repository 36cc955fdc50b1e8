import { fill } from "./fill";

/** A word in each of its language's CLDR plural forms (Polish: one, few, many, other); `{count}` is the number. */
export type Plural = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>>;

/** The form of `plural` that `count` takes in `language`, its blanks unfilled. */
export const pluralFormOf = (plural: Plural, count: number, language: string): string =>
  plural[new Intl.PluralRules(language).select(count)] ?? plural.other;

export function pluralOf(plural: Plural, count: number, language: string): string {
  return fill(pluralFormOf(plural, count, language), { count: count.toLocaleString(language) });
}

/** Typed as a Plural so that each language may have its own forms. */
export const plural = (forms: Plural): Plural => forms;
