import type { SiteWords } from "../words";
import type { WordsOverride } from "./words-schema.server";

/** The dictionary with the couple's own words put in where they wrote some (the content's `words`). */
export function withWords(dictionary: SiteWords, own: WordsOverride | undefined): SiteWords {
  return own ? (merged(dictionary, own) as SiteWords) : dictionary;
}

function merged(base: object, own: object): object {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(own)) {
    if (value === undefined) continue;
    const under = result[key];
    result[key] = typeof value === "object" && typeof under === "object" && under ? merged(under, value) : value;
  }
  return result;
}
