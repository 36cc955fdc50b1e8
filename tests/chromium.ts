import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Playwright cannot download its own browser on these machines, so the tests
 * use whichever Chromium is here: CHROMIUM_PATH, then Debian's, then
 * Playwright's cache.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", safeBundledPath()];
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)));
  if (!found) {
    throw new Error(
      [
        "No Chromium found for the browser tests. Do one of:",
        "  - install Debian's: apt-get update && apt-get install -y chromium",
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

/** Root, a closed network and no GPU: the flags this workplace needs. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
