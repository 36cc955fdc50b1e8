import { closest, distance } from "fastest-levenshtein";

/**
 * What a couple most likely meant by `word`, one of `known`, when it is a slip away ("venm" for "venmo"); none
 * when it is another word altogether ("cash" is not "wise").
 */
export function nearMiss(word: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const guess = closest(word, [...known]);
  return distance(word, guess) <= Math.max(2, Math.floor(word.length / 3)) ? guess : undefined;
}
