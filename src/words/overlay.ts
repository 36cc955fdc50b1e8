import type { SiteWords } from "./en";

/** A list in the dictionary (keptWithNext) is how the language is set, not a word to reword. */
export type Reworded<Word, Leaf> = Word extends string
  ? Leaf
  : Word extends readonly unknown[]
    ? never
    : { [Key in keyof Word]?: Reworded<Word[Key], Leaf> };

/** Some of the site's words, by their paths: a region's own, or a couple's. */
export type WordsOverlay = Reworded<SiteWords, string>;

/** The dictionary with `words` put in where they name one, the rest as it was. */
export function overlaid(dictionary: SiteWords, words: WordsOverlay): SiteWords {
  return merged(dictionary, words) as SiteWords;
}

function merged(base: object, over: object): object {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    const under = result[key];
    result[key] = typeof value === "object" && typeof under === "object" && under ? merged(under, value) : value;
  }
  return result;
}
