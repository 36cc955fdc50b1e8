import { fill } from "./fill";

/** A word in each of its language's CLDR plural forms (Polish: one, few, many, other); `{count}` is the number. */
export type Plural = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>>;

export function pluralOf(plural: Plural, count: number, language: string): string {
  const form = plural[new Intl.PluralRules(language).select(count)] ?? plural.other;
  return fill(form, { count: count.toLocaleString(language) });
}

/** Typed as a Plural so that each language may have its own forms. */
export const plural = (forms: Plural): Plural => forms;
