/**
 * Everything a build takes from its environment, read once, by its entry
 * (./build.ts); every step is handed what it needs as arguments.
 */
import { GUEST_LIST } from "../src/content/folders";

export type BuildEnvironment = {
  /** WEDDING_SITE_DIR: the folder the site is built into, build/ unless it says. */
  siteDir: string;
  /** BUILD_VERBOSE: every step's full output. */
  verbose: boolean;
  /** WEDDING_PASSPHRASE: the site opens with it alone (docs/privacy.md). */
  passphrase?: string;
  /** WEDDING_SECRET: what each household's link, and a private site's salt, are made from. */
  secret?: string;
  /** WEDDING_GUESTS: the guest list, private/guests.csv unless it names another file (a CI secret's, a test's). */
  guestList: string;
  /** NETLIFY: Netlify says so in every build it runs, which then gets Netlify's _redirects. */
  onNetlify: boolean;
};

export function readEnvironment(env: NodeJS.ProcessEnv): BuildEnvironment {
  return {
    siteDir: env.WEDDING_SITE_DIR || "build",
    verbose: Boolean(env.BUILD_VERBOSE),
    passphrase: env.WEDDING_PASSPHRASE || undefined,
    secret: env.WEDDING_SECRET || undefined,
    guestList: env.WEDDING_GUESTS || GUEST_LIST,
    onNetlify: env.NETLIFY === "true",
  };
}
