import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Debian's headless-only build of the same Chromium (package
 * chromium-headless-shell), the kind Playwright itself runs headless tests in.
 * Without a browser's windows to drive, it spends half the CPU on a page: the
 * Chromium suite took 2.5 min in it and 6.1 in the full browser here.
 */
const DEBIAN_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/**
 * Playwright cannot download its own browser on these machines, so the tests
 * use whichever Chromium is here: CHROMIUM_PATH, then Debian's, then
 * Playwright's cache. `headlessShell` prefers Debian's headless shell to its
 * full browser, for the browser tests; Lighthouse and the screenshots keep the
 * full browser, which is what a guest runs.
 */
export function findChromium({ headlessShell = false } = {}): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    headlessShell ? DEBIAN_HEADLESS_SHELL : undefined,
    "/usr/bin/chromium",
    safeBundledPath(),
  ];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      [
        "No Chromium found for the browser tests. Do one of:",
        "  - install Debian's: apt-get update && apt-get install -y chromium chromium-headless-shell",
        "  - point CHROMIUM_PATH at a Chromium or Chrome binary",
        "  - npx playwright install chromium (where downloads are allowed)",
      ].join("\n"),
    );
  }
  return found;
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * Root, a closed network and no GPU: the flags this workplace needs. And text
 * set as a guest's phone sets it: the headless shell hints glyphs to whole
 * pixels, which set a fallback face's line 4% wider than Android and iOS do
 * (measured: the Portuguese 404's sub-line 329 px against 315 in Arimo), so a
 * line that fits on a phone broke in two here and the web font's swap seemed
 * to move it.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--font-render-hinting=none",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
