import type { WordsOverlay } from "./overlay";

/** The words Belgium writes otherwise than France (./fr.ts), laid over it for "fr-BE". */
export const frBE: WordsOverlay = {
  gifts: {
    reference: "Communication",
    scanWithPhone: "Scannez avec votre GSM",
  },
};
