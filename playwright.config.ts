import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tools/chromium";
import { servedBuild } from "./tests/support/served-build";
import { PRIVATE_SITE } from "./tests/support/private-site";

const { baseURL, webServer } = servedBuild(Number(process.env.TEST_PORT ?? 4183));
// The sample as a private site, for tests/private.spec.ts; not for the other sites' pass (tests/support/test-sites.ts).
const privateSite = process.env.OTHER_SITE ? [] : [servedBuild(PRIVATE_SITE.port, PRIVATE_SITE.dir).webServer];

export default defineConfig({
  testDir: "tests",
  // *.test.ts beside them are Vitest's (the docs, the deploy files, test support).
  testMatch: "**/*.spec.ts",
  // tests/engines/ is the cross-engine smoke suite, with a config of its own (playwright.engines.config.ts).
  testIgnore: ["engines/**"],
  fullyParallel: true,
  // One a core: the pages' rendering keeps both cores busy (over 90%), so a third worker gains nothing.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL,
    browserName: "chromium",
    // The service worker answers from its cache and would hide what the server does;
    // tests/offline.spec.ts lets it in.
    serviceWorkers: "block",
    launchOptions: { executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_ARGS },
  },
  webServer: [webServer, ...privateSite],
});
