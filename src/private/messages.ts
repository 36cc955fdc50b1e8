/** What a page and the service worker that opens sealed pages say to each other (./worker-client.ts, ./worker/). */
import type { RecordKey, StoredHousehold } from "./household-record";

export type WorkerRequest =
  /** The key a passphrase gives: remembered, kept until forgotten; else kept in memory, for the visit. */
  | { type: "unlock"; key: CryptoKey; remember: boolean }
  /** A household's record, by its address and key, from the household's link. */
  | { type: "household"; recordKey: RecordKey; path?: string }
  /** Whether the worker opens the site, and which household it keeps. */
  | { type: "status"; path?: string }
  /** A page of the visit asks for the key the visit opened the site with, to hand it back if the worker loses it. */
  | { type: "visit" }
  | { type: "forget" };

export type WorkerAnswer = {
  /** Whether the worker answers the site's pages with what is sealed. */
  opened: boolean;
  /**
   * Whether the asking page's `path` is one of the household's own pages (its groups' events, or its address),
   * not everyone's.
   */
  ownPage?: boolean;
  /** The household it keeps, by its name for the site, or null. */
  household: StoredHousehold | null;
  /** To "visit": the passphrase's key, when the guest did not ask to be remembered. */
  visitKey?: CryptoKey;
};

/** What a worker that woke without a key asks the site's open pages: the visit's key, if one keeps it. */
export const VISIT_KEY_REQUEST = "visit-key";
export type VisitKeyAnswer = { key: CryptoKey | null };
