/**
 * A household's link (docs/privacy.md): its key is the part of the address
 * after "#", which a browser never sends to the host. The build derives each
 * household's key from the couple's WEDDING_SECRET and its id, and seals the
 * household's record with it under an address that is a hash of the key, so
 * that no served file or URL names a guest. The guest's browser finds and
 * opens the record with the same calls (Web Crypto, as ./sealing.ts).
 */
import { SEALED_FOLDER, SEALED_SUBFOLDER } from "./paths";
import { fromBase64Url, open, toBase64Url } from "./sealing";

/** 128 bits: 22 characters after the "#", short enough for a QR code a phone reads at a glance. */
const LINK_KEY_BYTES = 16;
export const RECORD_LABEL = "household";

export type HouseholdRecord = {
  greeting: string;
  /** The site's language they read, when the couple gave one. */
  language?: string;
  /** On a private site: this build's site key, base64url, so that the link needs no passphrase. */
  siteKey?: string;
  /**
   * The household's own pages, with its groups' events or in its own address (pipeline/private/own-pages.ts):
   * their key, base64url, and their sealed index's id.
   */
  pages?: { key: string; index: string };
};

/** What a browser keeps of a household to greet it at once when it comes back: its name for the site, no key. */
export type StoredHousehold = Pick<HouseholdRecord, "greeting" | "language">;

/** What a device keeps of a household's record: its greeting and language, never a key. */
export const storedOf = (record: HouseholdRecord): StoredHousehold => ({
  greeting: record.greeting,
  ...(record.language ? { language: record.language } : {}),
});

/** Where a household's record is, and the key that opens it; the key never leaves the browser's crypto. */
export type RecordKey = { address: string; key: CryptoKey };

async function hmac(key: Uint8Array<ArrayBuffer>, text: string): Promise<Uint8Array<ArrayBuffer>> {
  const imported = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", imported, new TextEncoder().encode(text)));
}

/** A household's link key: the same from build to build, and no other household's changes with the list. */
export async function linkKeyOf(secret: string, household: string): Promise<string> {
  const key = await hmac(new TextEncoder().encode(secret), `household ${household}`);
  return toBase64Url(key.subarray(0, LINK_KEY_BYTES));
}

/** The record's address and the AES key that seals it, each its own hash of the link key. */
export async function recordOf(linkKey: string): Promise<RecordKey> {
  const raw = fromBase64Url(linkKey);
  const address = toBase64Url((await hmac(raw, "address")).subarray(0, 16));
  const key = await crypto.subtle.importKey("raw", await hmac(raw, "seal"), "AES-GCM", false, ["encrypt", "decrypt"]);
  return { address: SEALED_FOLDER + SEALED_SUBFOLDER.households + address, key };
}

/** A record's sealed bytes opened, or null when they are not the key's (another build's, a changed byte). */
export async function openRecord(key: CryptoKey, sealed: Uint8Array<ArrayBuffer>): Promise<HouseholdRecord | null> {
  try {
    return JSON.parse(new TextDecoder().decode(await open(key, sealed, RECORD_LABEL))) as HouseholdRecord;
  } catch {
    return null;
  }
}
