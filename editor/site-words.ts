/** The site's own words as the editor offers them to change: each by its path in the dictionary. */

/** Every text of the site's own words by its path ("household.close"), as `words` says them. */
function textsOf(words: object, prefix = ""): [string, string][] {
  return Object.entries(words).flatMap(([key, word]): [string, string][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof word === "string") return [[path, word]];
    return typeof word === "object" && word !== null && !Array.isArray(word) ? textsOf(word as object, path) : [];
  });
}

/** The site's words a couple may want to change: words of three letters or more, not a locale or a lone sign. */
export const wordsToChange = (words: object): Record<string, string> =>
  Object.fromEntries(textsOf(words).filter(([, text]) => /\p{L}{3}/u.test(text.replace(/\{\w+\}/g, ""))));
