/**
 * The sealing both halves share: the build seals a private site's files
 * (pipeline/private/seal.ts), the guest's browser opens them (./unlock.ts,
 * ./worker/), with the same Web Crypto calls. Node has them as globalThis.crypto.
 */

/** OWASP's floor for PBKDF2-HMAC-SHA-256 (2023): what a guessed passphrase costs an attacker offline. */
export const PBKDF2_ITERATIONS = 600_000;

/** Bound into the site key's box and the index, so that no sealed file can stand in for another. */
export const SITE_KEY_LABEL = "site";
export const INDEX_LABEL = "index";

export type SealFile = {
  /** PBKDF2's salt, base64url. */
  salt: string;
  iterations: number;
  /** The site's key, sealed with the key the passphrase gives. */
  box: string;
};

export type SealedEntry = {
  id: string;
  /** What a page needs (not a photo): fetched at once, so that a guest reads their pages offline too. */
  eager?: true;
  /** Text gzipped before it was sealed: a sealed file is noise to a host's compression, so it is done first. */
  gzipped?: true;
  /** The response's status and headers, as the host would have sent them. */
  status: number;
  headers: Record<string, string>;
};

/** A file of a household's own pages that is everyone's, byte for byte: answered as everyone's is, not sealed again. */
export type EveryonesEntry = { everyones: true };

export type SealedIndex = {
  /** URL path (decoded) → its sealed file. */
  files: Record<string, SealedEntry | EveryonesEntry>;
  /** The 404 pages, narrowest prefix first: what answers a path nothing else does. */
  notFound: { under: string; entry: SealedEntry | EveryonesEntry }[];
};

const IV_BYTES = 12;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (letter) => letter.charCodeAt(0));
}

/**
 * What a guest types, as the key is made from it: a phone's capital first
 * letter, a space too many or a composed accent typed apart opens the site all the same.
 */
export function normalizedPassphrase(typed: string): string {
  return typed.normalize("NFKC").trim().replace(/\s+/gu, " ").toLowerCase();
}

/** The key a passphrase gives: AES-256-GCM from PBKDF2-SHA-256, not extractable, so no script can read it back. */
export async function keyFromPassphrase(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(normalizedPassphrase(passphrase)),
    "PBKDF2",
    false,
    ["deriveKey"],
  );
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

export function aesKey(raw: Uint8Array<ArrayBuffer>, extractable = false) {
  return crypto.subtle.importKey("raw", raw, "AES-GCM", extractable, ["encrypt", "decrypt"]);
}

/** AES-256-GCM with a fresh IV before the ciphertext; `label` is bound in, and must be given again to open it. */
export async function seal(key: CryptoKey, plain: Uint8Array<ArrayBuffer>, label: string): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const additionalData = new TextEncoder().encode(label);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData }, key, plain));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return out;
}

/** The bytes `seal` sealed; throws when the key or the label is not theirs, or a byte was changed. */
export async function open(key: CryptoKey, sealed: Uint8Array<ArrayBuffer>, label: string): Promise<ArrayBuffer> {
  const additionalData = new TextEncoder().encode(label);
  return crypto.subtle.decrypt(
    { name: "AES-GCM", iv: sealed.subarray(0, IV_BYTES), additionalData },
    key,
    sealed.subarray(IV_BYTES),
  );
}

/** The site's key from its box, or null when `key` (from a wrong passphrase) does not open it. */
export async function siteKeyFrom(key: CryptoKey, seal: SealFile): Promise<CryptoKey | null> {
  try {
    const raw = await open(key, fromBase64Url(seal.box), SITE_KEY_LABEL);
    return await aesKey(new Uint8Array(raw));
  } catch {
    return null;
  }
}
