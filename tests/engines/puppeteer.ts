import { existsSync } from "node:fs";
import puppeteer, { type Browser, type LaunchOptions, type Page } from "puppeteer-core";
import { CHROMIUM_ARGS } from "../../tools/chromium";
import type { EngineLookup, EngineSession } from "./session";

/**
 * Firefox over WebDriver BiDi, which Firefox speaks on its own: Puppeteer
 * launches Debian's Firefox ESR by its path, no geckodriver needed.
 */
export function findFirefox(): EngineLookup {
  const path = [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
  if (!path) {
    return {
      found: false,
      missing: "Firefox: none found. Install Debian's with: apt-get update && apt-get install -y firefox-esr",
    };
  }
  return {
    found: true,
    start: () =>
      startPuppeteer({
        browser: "firefox",
        executablePath: path,
        // A phone's scrollbars float over the page; Firefox's classic ones would take 12 px of a 390 px screen.
        extraPrefsFirefox: { "ui.useOverlayScrollbars": 1 },
      }),
  };
}

/** Chromium through the same client as Firefox, so its screenshots sit beside theirs at the same sizes. */
export function chromiumThroughPuppeteer(executablePath: string): EngineLookup {
  return {
    found: true,
    start: () => startPuppeteer({ browser: "chrome", executablePath, args: [...CHROMIUM_ARGS, "--hide-scrollbars"] }),
  };
}

async function startPuppeteer(options: LaunchOptions): Promise<EngineSession> {
  const browser = await puppeteer.launch({ headless: true, ...options });
  try {
    return puppeteerSession(browser, await browser.newPage());
  } catch (error) {
    await browser.close();
    throw error;
  }
}

function puppeteerSession(browser: Browser, page: Page): EngineSession {
  let errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : error}`));
  page.on("console", (message) => {
    // Chromium reports a 404 page's own status as a failed load; that one is expected.
    const isOwnStatus = message.text().includes("status of 404") && message.location().url === page.url();
    if (message.type() === "error" && !isOwnStatus) errors.push(`console: ${message.text()}`);
  });
  return {
    resize: (width, height) => page.setViewport({ width, height }),
    async goto(url) {
      errors = [];
      await page.goto(url);
    },
    // Puppeteer's own types allow for handles the smoke tests never pass.
    evaluate: <Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args) =>
      page.evaluate(fn as (...args: unknown[]) => Result, ...args) as Promise<Awaited<Result>>,
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
    engineErrors: () => errors,
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    close: () => browser.close(),
  };
}
