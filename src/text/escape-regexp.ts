/** A text as a regular expression that matches it, and only it, letter for letter. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
