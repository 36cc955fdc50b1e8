import type { WordsOverlay } from "./overlay";

/** The words Flanders writes otherwise than the Netherlands (./nl.ts), laid over it for "nl-BE". */
export const nlBE: WordsOverlay = {
  landing: {
    gamerDescription: "Ons huwelijk als videogame",
  },

  descriptions: {
    gamer: "{when}. Ons huwelijk als videogame: druk op Start.",
  },

  game: {
    // Belgium types on AZERTY, whose Z is where QWERTY has W.
    keys: { w: "Z" },
  },

  calendar: {
    title: "Huwelijk van {couple}",
    eventTitle: "{event} · Huwelijk van {couple}",
  },

  gifts: {
    bankTransfer: "Overschrijving",
    reference: "Mededeling",
  },
};
