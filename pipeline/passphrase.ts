/** The build's check of WEDDING_PASSPHRASE, before anything is built with it (pipeline/build.ts). */
import { normalizedPassphrase } from "../src/private/sealing";

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
