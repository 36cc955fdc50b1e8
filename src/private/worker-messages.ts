/** What a page and the service worker that opens sealed pages say to each other (./worker-client.ts, ./unseal-worker.ts). */
export type WorkerRequest =
  /** The key a passphrase gives, kept for the visit or, when remembered, until forgotten. */
  | { type: "unlock"; key: CryptoKey; remember: boolean }
  /** A household's key to the pages of its groups, and their sealed index's id (./households.ts). */
  | { type: "groups"; key: CryptoKey; index: string }
  | { type: "status" }
  | { type: "forget" }
  | { type: "forget-groups" };

export type WorkerAnswer = {
  opened: boolean;
  /** Whether it holds a household's key to its groups' pages (to "status"). */
  groups?: boolean;
};

/** A page's address with it (`/?forget`) makes the device forget its keys and household, then opens the unlock page. */
export const FORGET_PARAMETER = "forget";
