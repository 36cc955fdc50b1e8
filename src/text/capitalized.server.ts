/** A text with its first letter a capital, as the language writes one: a date or a sentence that starts a line. */
export const capitalized = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
