/** The build's check of WEDDING_PASSPHRASE and WEDDING_SECRET, before anything is built with them (pipeline/site-steps.ts). */
import { normalizedPassphrase } from "../../src/private/sealing";

/** Fewer characters than this are guessed offline within days, even at PBKDF2's cost (docs/privacy.md). */
const SHORTEST_PASSPHRASE = 16;

/** A sentence when WEDDING_PASSPHRASE is too weak to keep a site private, or undefined. */
export function passphraseProblem(passphrase: string | undefined): string | undefined {
  if (!passphrase) return undefined;
  const length = [...normalizedPassphrase(passphrase)].length;
  if (length >= SHORTEST_PASSPHRASE) return undefined;
  return (
    `WEDDING_PASSPHRASE has ${length} characters; one of fewer than ${SHORTEST_PASSPHRASE} can be guessed from the site's files ` +
    `by anyone who downloads them. Choose four or more ordinary words ("violet harbour ladder seven"); docs/privacy.md says why.`
  );
}

/** 128 bits, as base64 writes them: what a secret every household's link comes from must hold. */
const SHORTEST_SECRET = 22;

/** A sentence when WEDDING_SECRET is too short to keep the links and the households' records, or undefined. */
export function secretProblem(secret: string | undefined): string | undefined {
  if (!secret || secret.length >= SHORTEST_SECRET) return undefined;
  return (
    `WEDDING_SECRET has ${secret.length} characters; every household's link, and on a private site its key, ` +
    `come from it, so one of fewer than ${SHORTEST_SECRET} can be guessed from the site's files. ` +
    "Make one with `openssl rand -base64 32` (docs/privacy.md)."
  );
}
