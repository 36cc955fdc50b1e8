/** A language as its speakers name it, and its code: "italiano (it)". */
export function languageName(code: string): string {
  try {
    return `${new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

/**
 * The regions the editor offers each language in, whose way of writing dates, times and numbers the site then
 * follows ("en-GB": 19 June 2027, 16:00); the content takes any region, these are the ones most couples need.
 */
const REGIONS: Record<string, string[]> = {
  en: ["GB", "US", "AU", "CA", "IE", "NZ", "ZA", "IN"],
  es: ["ES", "MX", "419", "AR", "CO", "CL", "US"],
  pt: ["PT", "BR"],
  fr: ["FR", "BE", "CA", "CH"],
  de: ["DE", "AT", "CH"],
  it: ["IT", "CH"],
  nl: ["NL", "BE"],
  pl: ["PL"],
  he: ["IL"],
  ar: ["AE", "EG", "JO", "LB", "MA", "SA"],
};

/** Each of `languages` alone, then with each region the editor offers it in: "en", "en-GB", "en-US", … */
export const languageChoices = (languages: readonly string[]) =>
  languages.flatMap((language) => [language, ...(REGIONS[language] ?? []).map((region) => `${language}-${region}`)]);
