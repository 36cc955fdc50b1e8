import { escapeRegExp } from "./escape-regexp";

/** A text's ordinals cut apart, their endings to be drawn raised: "1er avril" → "1", { raised: "er" }, " avril". */
export type OrdinalPart = string | { raised: string };

const patterns = new Map<string, RegExp>();

/** `endings` a language raises ("er", "e"), longest first, so "1ers" is not read as "1er" and an "s". */
function ordinalPattern(endings: readonly string[]): RegExp {
  const key = endings.join(" ");
  if (!patterns.has(key)) {
    const alternatives = [...endings].sort((a, b) => b.length - a.length).map(escapeRegExp);
    patterns.set(key, new RegExp(`(?<=(?<![\\p{L}\\p{N}])\\p{N}+)(${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "u"));
  }
  return patterns.get(key) as RegExp;
}

export function ordinalParts(text: string, endings: readonly string[]): OrdinalPart[] {
  if (endings.length === 0) return [text];
  return text
    .split(ordinalPattern(endings))
    .map((part, index) => (index % 2 === 1 ? { raised: part } : part))
    .filter((part) => part !== "");
}
