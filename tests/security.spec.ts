import { type Page } from "@playwright/test";
import { content } from "./support/content";
import { expect, scrollThroughPage, openPage, PAGE_PATHS, SCREENS, test, waitForHydration } from "./support/fixtures";

const GAMER_CHILD_PATHS = PAGE_PATHS.filter((path) => path.startsWith("/gamer/"));

/** Records every Content-Security-Policy violation the page reports, from its first byte on. */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { __violations: violations });
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test.describe("Content-Security-Policy", () => {
  // One visit a page checks both its policy and its requests, with every lazy part loaded.
  for (const path of SCREENS) {
    test(`${path} runs under its policy with no violation, and loads nothing from another host`, async ({
      page,
      baseURL,
    }) => {
      const violations = await watchPolicyViolations(page);
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        const ownOrigin = url.origin === new URL(baseURL ?? "").origin;
        // The one request a page may send elsewhere: its figures to the couple's web-vitals collector.
        const toCollector = request.url() === content.site.vitalsEndpoint;
        if (url.protocol !== "data:" && !ownOrigin && !toCollector) elsewhere.push(request.url());
      });
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"] ?? "";
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy).toContain(directive);
      }
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
      await waitForHydration(page);
      await scrollThroughPage(page);
      await page.waitForLoadState("networkidle");
      expect(await violations()).toEqual([]);
      expect(elsewhere).toEqual([]);
    });
  }

  test("client-side navigation through every gamer page stays inside /gamer's policy", async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await openPage(page, "/");
    await page.locator('a[href="/gamer"]').first().click();
    await expect(page).toHaveURL("/gamer");
    for (const path of GAMER_CHILD_PATHS) {
      await page.locator(`a[href="${path}"]`).first().click();
      await expect(page).toHaveURL(path);
      await scrollThroughPage(page);
      await page.waitForLoadState("networkidle");
    }
    expect(await violations()).toEqual([]);
  });

  test("the built HTML has no inline style attribute for the policy to block", async ({ request }) => {
    for (const path of SCREENS) {
      expect(await (await request.get(path)).text(), path).not.toMatch(/<[^>]+\sstyle="/);
    }
  });
});
