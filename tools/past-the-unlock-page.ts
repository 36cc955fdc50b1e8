/**
 * A private build's page, opened as a guest opens it: its unlock page first, the passphrase typed, then the page
 * itself (docs/privacy.md). For tools that look at a build's pages (./screenshots.ts).
 */
import type { Page } from "@playwright/test";

/** A private build, and no passphrase to open it with: the sentence says what to give. */
export class NoPassphrase extends Error {
  constructor() {
    super(
      "This build is private: every page opens with its unlock page. Give its passphrase, as the build was, for the " +
        'shots to show the pages: WEDDING_PASSPHRASE="…" npm run screenshots',
    );
  }
}

/** Opens `url`; on a private build, shoots its unlock page to `unlockShot` where given, then opens it with `passphrase`. */
export async function openPast(page: Page, url: string, passphrase: string | undefined, unlockShot?: string) {
  await page.goto(url, { waitUntil: "networkidle" });
  const field = page.locator('input[type="password"]');
  if ((await field.count()) === 0) return;
  if (!passphrase) throw new NoPassphrase();
  if (unlockShot) {
    await page.screenshot({ path: unlockShot });
    console.log(unlockShot);
  }
  await field.fill(passphrase);
  await field.press("Enter");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
  await page.waitForLoadState("networkidle");
}
