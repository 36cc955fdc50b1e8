/**
 * A household's link (docs/privacy.md): its key is the part of the address
 * after "#", which a browser never sends to the host. The build derives each
 * household's key from the couple's WEDDING_SECRET and its id, and seals the
 * household's record with it under an address that is a hash of the key, so
 * that no served file or URL names a guest. The guest's browser finds and
 * opens the record with the same calls (Web Crypto, as ./sealing.ts).
 */
import { SEALED_FOLDER, fromBase64Url, open, toBase64Url } from "./sealing";

/** 128 bits: 22 characters after the "#", short enough for a QR code a phone reads at a glance. */
const LINK_KEY_BYTES = 16;
export const HOUSEHOLD_FOLDER = `${SEALED_FOLDER}h/`;
export const RECORD_LABEL = "household";

export type HouseholdRecord = {
  greeting: string;
  /** The site's language they read, when the couple gave one. */
  language?: string;
  /** On a private site: the key the passphrase gives, base64url, so that the link needs no passphrase. */
  passphraseKey?: string;
  /** The pages with the events of the household's groups: their key, base64url, and their sealed index's id. */
  groups?: { key: string; index: string };
};

/**
 * What a browser keeps of a household: how to greet it, and its link's key, to open its record again when a new
 * build has sealed its groups' pages anew. Never the keys the record holds: the worker keeps those unreadable.
 */
export type StoredHousehold = Pick<HouseholdRecord, "greeting" | "language"> & {
  link: string;
  /** The record held the passphrase's key: forgetting the household forgets the site's key too. */
  private: boolean;
  groups: boolean;
};

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
export async function recordOf(linkKey: string): Promise<{ address: string; key: CryptoKey }> {
  const raw = fromBase64Url(linkKey);
  const address = toBase64Url((await hmac(raw, "address")).subarray(0, 16));
  const key = await crypto.subtle.importKey("raw", await hmac(raw, "seal"), "AES-GCM", false, ["encrypt", "decrypt"]);
  return { address: HOUSEHOLD_FOLDER + address, key };
}

/** The household a link opens, or null when the site has no record for it (a mistyped or cut link). */
export async function openHousehold(linkKey: string): Promise<HouseholdRecord | null> {
  const { address, key } = await recordOf(linkKey);
  const response = await fetch(address);
  if (!response.ok) return null;
  try {
    const plain = await open(key, new Uint8Array(await response.arrayBuffer()), RECORD_LABEL);
    return JSON.parse(new TextDecoder().decode(plain)) as HouseholdRecord;
  } catch {
    return null;
  }
}
