/**
 * A couple's content moved into other languages: `languages` replaced, and
 * each text written per language ({ pt: "…", en: "…" }) written for each of
 * the new ones, from the text of the language in the same place of the list
 * (or the last). For tests of how a site in any languages and regions reads.
 */
import type { ContentInput } from "../../src/content/schema.server";
import { baseOf } from "../../src/language-tag";

const isBlock = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function inLanguages(content: ContentInput, languages: readonly string[]): ContentInput {
  const before = content.languages ?? ["en"];
  // A language with its region ("ar-LB") may be written by its code alone ("ar").
  const keyIn = (value: Record<string, unknown>, language: string) =>
    language in value ? language : baseOf(language) in value ? baseOf(language) : undefined;
  const isPerLanguage = (value: Record<string, unknown>) =>
    Object.keys(value).length === before.length && before.every((language) => keyIn(value, language));
  const moved = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(moved);
    if (!isBlock(value)) return value;
    if (isPerLanguage(value)) {
      const from = (index: number) => keyIn(value, before[Math.min(index, before.length - 1)]) ?? "";
      return Object.fromEntries(languages.map((language, index) => [language, value[from(index)]]));
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, moved(item)]));
  };
  return { ...(moved(content) as ContentInput), languages: [...languages] };
}
