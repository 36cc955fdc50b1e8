import { z } from "zod";
import { strictObject } from "./fields.server";
import type { LocalText } from "./local-text.server";
import type { SiteWords } from "../words";
import type { Reworded, WordsOverlay } from "../words/overlay";

/** The couple's rewording of the site's words: any of them, by its path, each a text in one language or in each. */
export type WordsInput = Reworded<SiteWords, LocalText>;

const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;

const isPlural = (word: object) => "other" in word;

export function wordsSchema(
  dictionary: object,
  text: z.ZodType<string, LocalText>,
): z.ZodType<WordsOverlay, WordsInput> {
  const shape = Object.fromEntries(
    Object.entries(dictionary)
      .filter(([, word]) => !Array.isArray(word))
      .map(([key, word]) => {
        if (typeof word === "string") return [key, text.optional()];
        if (isPlural(word)) {
          return [
            key,
            strictObject(Object.fromEntries(PLURAL_FORMS.map((form) => [form, text.optional()]))).optional(),
          ];
        }
        return [key, wordsSchema(word as object, text).optional()];
      }),
  );
  return strictObject(shape) as unknown as z.ZodType<WordsOverlay, WordsInput>;
}
