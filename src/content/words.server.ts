import { overlaid, type WordsOverlay } from "../words/overlay";
import type { SiteWords } from "../words";

/** The dictionary with the couple's own words put in where they wrote some (the content's `words`). */
export function withWords(dictionary: SiteWords, own: WordsOverlay | undefined): SiteWords {
  return own ? overlaid(dictionary, own) : dictionary;
}
