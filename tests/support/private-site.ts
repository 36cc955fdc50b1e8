/**
 * The sample built as a private site, for tests/private.spec.ts: the content
 * of build/, with a passphrase, into build-private/, served on a port of its
 * own beside the public build. `npm run test:browser` builds it after build/.
 *
 *   npx tsx tests/support/private-site.ts     builds it
 */
import { LANGUAGES } from "./content";
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TEST_SECRET, guestListCsv, testHouseholds } from "./guest-list";

export const PRIVATE_SITE = {
  dir: "build-private",
  /** Four ordinary words, as docs/privacy.md advises. */
  passphrase: "violet harbour ladder seven",
  /** Its guest list, given to the build as WEDDING_GUESTS, with links made from the tests' secret. */
  households: testHouseholds(LANGUAGES, []),
  secret: TEST_SECRET,
  port: Number(process.env.PRIVATE_TEST_PORT ?? 4185),
  /** The cross-engine smoke suite's (playwright.engines.config.ts). */
  enginesPort: Number(process.env.PRIVATE_ENGINES_TEST_PORT ?? 4186),
};

/**
 * The sample built again with the test households' links (made from the tests' secret) into `dir`: private with
 * a passphrase, or public without one (the bench measures a household's first visit there).
 */
export function buildWithHouseholds(dir: string, passphrase?: string): number {
  const guests = join(tmpdir(), "wedding-private-site-guests.csv");
  writeFileSync(guests, guestListCsv(PRIVATE_SITE.households));
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: {
      ...process.env,
      ...(passphrase ? { WEDDING_PASSPHRASE: passphrase } : {}),
      WEDDING_SITE_DIR: dir,
      WEDDING_GUESTS: guests,
      WEDDING_SECRET: PRIVATE_SITE.secret,
    },
  });
  return build.status ?? 1;
}

if (process.argv[1] === import.meta.filename)
  process.exit(buildWithHouseholds(PRIVATE_SITE.dir, PRIVATE_SITE.passphrase));
