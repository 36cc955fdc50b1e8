import type { WordsOverlay } from "./overlay";

/** The words Britain and Ireland write otherwise than America (./en.ts), laid over it for "en-GB" and "en-IE". */
export const enGB: WordsOverlay = {
  pages: {
    registry: { title: "Gift List", caption: "Gifts" },
  },

  descriptions: {
    classic: "{when}. Our story, the schedule, travel and stay, the gift list and your questions, on one page.",
  },

  calendar: {
    timeRange: "{start}–{end}",
  },

  places: {
    lodging: "Accommodation",
  },

  gifts: {
    name: "Account name",
  },

  classic: {
    registryCaption: "If you wish",
  },

  notFound: {
    subLine: "Either something went wrong or the page doesn’t exist any more.",
  },
};
