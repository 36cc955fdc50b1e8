import type { SiteWords } from "../words";

/** What a place of the events is called above its name: its events, or "Venue", and "Lodging" where guests may stay. */
export const placeCaption = (
  { caption, lodging }: { caption?: string; lodging?: boolean },
  words: SiteWords["places"],
): string => [caption ?? words.venue, ...(lodging ? [words.lodging] : [])].join(" · ");
