import type { SiteWords } from "./en";

/** The gifts' words a page's buttons say as a guest uses them; the build writes the rest into each gift. */
const GIFTS_READ = [
  "copy",
  "copyWhat",
  "copied",
  "copiedStatus",
  "copyFailedStatus",
  "qrCode",
  "scanWithPhone",
] as const;

/**
 * What the pages read of a dictionary, all that their HTML carries of it. The rest is the build's: the meta
 * descriptions, the printed cards', the unlock page's, the calendar file's, the languages' names (the switcher
 * gets them with the page's locale), the gifts' labels (written into each gift by src/site/gifts.server.ts) and a
 * name's particles (a greeting is set by the build).
 */
export type PageWords = Omit<
  SiteWords,
  "descriptions" | "cards" | "private" | "calendar" | "gifts" | "languageName" | "readInThisLanguage" | "nameParticles"
> & {
  calendar: Omit<SiteWords["calendar"], "eventTitle">;
  gifts: Pick<SiteWords["gifts"], (typeof GIFTS_READ)[number]>;
  private: Pick<SiteWords["private"], "forget">;
};

export function pageWords({
  descriptions,
  cards,
  languageName,
  readInThisLanguage,
  nameParticles,
  calendar: { eventTitle, ...calendar },
  gifts,
  private: { forget },
  ...words
}: SiteWords): PageWords {
  return {
    ...words,
    calendar,
    gifts: Object.fromEntries(GIFTS_READ.map((key) => [key, gifts[key]])) as PageWords["gifts"],
    private: { forget },
  };
}
