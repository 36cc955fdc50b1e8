import { defineConfig } from "@playwright/test";
import { servedBuild } from "./tests/support/served-build";
import { PRIVATE_SITE } from "./tests/support/private-site";

// Ports apart from the Chromium suite's (playwright.config.ts).
const { baseURL, webServer } = servedBuild(Number(process.env.ENGINES_TEST_PORT ?? 4184));
const privateSite = servedBuild(PRIVATE_SITE.enginesPort, PRIVATE_SITE.dir);

/**
 * The cross-engine smoke suite (tests/engines/): one engine after another, one
 * page at a time, after the Chromium suite, since two cores cannot run two
 * browsers beside each other and stay quick. WebKit first: it is the iPhone's.
 * `npm test` runs WebKit and Firefox; the Chromium project, the same checks
 * through Puppeteer, takes Chromium's screenshots at the same sizes to compare:
 *
 *   npx playwright test --config playwright.engines.config.ts --project chromium
 */
export default defineConfig({
  testDir: "tests/engines",
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  projects: [{ name: "webkit" }, { name: "firefox" }, { name: "chromium" }],
  use: { baseURL },
  webServer: [webServer, privateSite.webServer],
});
