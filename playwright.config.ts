import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/support/chromium";
import { servedBuild } from "./tests/support/served-build";

const { baseURL, webServer } = servedBuild(Number(process.env.TEST_PORT ?? 4183));

/**
 * Specs that test the server, the nginx config and the motion rules, none of
 * which a couple's content can change: the other couples' passes
 * (tests/support/test-couples.ts) leave them out to keep `npm test` short,
 * and with them every test tagged CONTENT_BLIND (tests/support/site.ts).
 */
const CONTENT_BLIND_SPECS = ["server.spec.ts", "nginx.spec.ts", "motion.spec.ts"];

export default defineConfig({
  testDir: "tests",
  // *.test.ts beside them are Vitest's (the docs, the deploy files, test support).
  testMatch: "**/*.spec.ts",
  // tests/engines/ is the cross-engine smoke suite, with a config of its own (playwright.engines.config.ts).
  testIgnore: ["engines/**", ...(process.env.OTHER_COUPLE ? CONTENT_BLIND_SPECS : [])],
  grepInvert: process.env.OTHER_COUPLE ? /@content-blind/ : undefined,
  fullyParallel: true,
  // One a core: the pages' rendering keeps both cores busy (over 90%), so a third worker gains nothing.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "list" : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    browserName: "chromium",
    // The service worker answers from its cache and would hide what the server does;
    // tests/offline.spec.ts lets it in.
    serviceWorkers: "block",
    launchOptions: { executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_ARGS },
  },
  webServer,
});
