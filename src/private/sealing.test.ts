import { describe, expect, it } from "vitest";
import {
  PBKDF2_ITERATIONS,
  SITE_KEY_LABEL,
  aesKey,
  fromBase64Url,
  keyFromPassphrase,
  normalizedPassphrase,
  open,
  seal,
  siteKeyFrom,
  toBase64Url,
} from "./sealing";

const bytes = (text: string) => new TextEncoder().encode(text);
const salt = new Uint8Array(16).fill(7);

describe("sealing", () => {
  it("costs an attacker at least OWASP's 600,000 rounds of PBKDF2 a guess", () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
  });

  it("opens what it sealed, and nothing else: a changed byte or another label throws", async () => {
    const key = await aesKey(crypto.getRandomValues(new Uint8Array(32)));
    const sealed = new Uint8Array(await seal(key, bytes("Ceremony at the Skylight Club"), "a"));
    expect(new TextDecoder().decode(await open(key, sealed, "a"))).toBe("Ceremony at the Skylight Club");
    await expect(open(key, sealed, "b")).rejects.toThrow();
    sealed[20] ^= 1;
    await expect(open(key, sealed, "a")).rejects.toThrow();
  });

  it("never seals the same bytes the same way twice", async () => {
    const key = await aesKey(crypto.getRandomValues(new Uint8Array(32)));
    const [one, two] = await Promise.all([seal(key, bytes("x"), "a"), seal(key, bytes("x"), "a")]);
    expect(toBase64Url(one)).not.toBe(toBase64Url(two));
  });

  it("gives the site's key to the right passphrase only, typed as a phone types it", async () => {
    const raw = crypto.getRandomValues(new Uint8Array(32));
    const right = await keyFromPassphrase("violet harbour ladder seven", salt, 1000);
    const box = { salt: toBase64Url(salt), iterations: 1000, box: toBase64Url(await seal(right, raw, SITE_KEY_LABEL)) };
    const typed = await keyFromPassphrase(" Violet  harbour ladder SEVEN ", salt, 1000);
    expect(await siteKeyFrom(typed, box)).not.toBeNull();
    expect(await siteKeyFrom(await keyFromPassphrase("violet harbour ladder eight", salt, 1000), box)).toBeNull();
  });

  it("reads a composed and a decomposed accent as the same letter, and a letter without its accent as another", () => {
    expect(normalizedPassphrase("Cafe\u0301 Noe\u0308l")).toBe(normalizedPassphrase("café noël"));
    expect(normalizedPassphrase("camión")).not.toBe(normalizedPassphrase("camion"));
  });

  it("writes bytes as base64url and reads them back", () => {
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    const text = toBase64Url(all);
    expect(text).toMatch(/^[\w-]+$/);
    expect([...fromBase64Url(text)]).toEqual([...all]);
  });
});
