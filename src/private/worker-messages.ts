/** What an unlock page and the private site's service worker say to each other (./unlock.ts, ./unseal-worker.ts). */
export type WorkerRequest =
  { type: "unlock"; key: CryptoKey; remember: boolean } | { type: "status" } | { type: "forget" };

export type WorkerAnswer = { opened: boolean };

/** A page's address with it (`/?forget`) makes the device forget the key, then opens the unlock page. */
export const FORGET_PARAMETER = "forget";
