import { overlaid, type WordsOverlay } from "../words/overlay";
import type { SiteWords } from "../words";

export function withWords(dictionary: SiteWords, own: WordsOverlay | undefined): SiteWords {
  return own ? overlaid(dictionary, own) : dictionary;
}
