import { closest, distance } from "fastest-levenshtein";

/**
 * What a couple most likely meant by `word`, one of `known`, when it is a slip away ("venm" for "venmo"); none
 * when it is another word altogether ("cash" is not "wise"), nor, with `onlyOne`, when two are as likely a slip
 * away (IMG_2014.JPG is as near IMG_2041.JPG as IMG_2044.JPG).
 */
export function nearMiss(word: string, known: readonly string[], { onlyOne = false } = {}): string | undefined {
  if (known.length === 0) return undefined;
  const within = Math.max(2, Math.floor(word.length / 3));
  if (onlyOne) {
    const near = known.filter((each) => distance(word, each) <= within);
    return near.length === 1 ? near[0] : undefined;
  }
  const guess = closest(word, [...known]);
  return distance(word, guess) <= within ? guess : undefined;
}
