/**
 * A word that changes with a number, in each of the forms its language has
 * (CLDR's plural categories: English "one" and "other"; Polish "one", "few",
 * "many" and "other"). `{count}` stands for the number.
 */
export type Plural = { other: string } & Partial<Record<Exclude<Intl.LDMLPluralRule, "other">, string>>;

/** The form of `plural` for `count` in `language`, with the number written in. */
export function pluralOf(plural: Plural, count: number, language: string): string {
  const form = plural[new Intl.PluralRules(language).select(count)] ?? plural.other;
  return fill(form, { count: count.toLocaleString(language) });
}

/** A sentence with its `{name}` places filled in: "Next: {item}" with { item: "Dinner" }. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A dictionary's plural word, typed as one so that each language may have its own forms. */
export const plural = (forms: Plural): Plural => forms;
