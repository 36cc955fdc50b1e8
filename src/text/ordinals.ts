/**
 * A text cut at its ordinals' endings, each odd piece one to raise: "1er avril" → "1", "er", " avril", and a
 * century's or a king's in Roman capitals, "XIIIe siècle", "François Ier". `endings` are a language's
 * (`ordinalEndings`), longest first, so "1ers" is not read as "1er" and an "s". Roman numerals are read in I, V
 * and X only: "Le", "De" and "Me" are words.
 */
export const ordinalParts = (text: string, endings: readonly string[]): string[] =>
  endings.length === 0
    ? [text]
    : text.split(new RegExp(`(?<=(?<![\\p{L}\\p{N}])(?:\\p{N}+|[IVX]+))(${endings.join("|")})(?![\\p{L}\\p{N}])`, "u"));
