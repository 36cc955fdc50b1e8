/**
 * Screenshots of every page at a phone's, a tablet's and a laptop's width, for a person
 * to look at. Serve the build first (`npm start`), then:
 *
 *   npm run screenshots [-- /classic /gamer]   → screenshots/*.png (every page and both
 *                                                 404 pages, in every language)
 *   npm run screenshots -- --zoom [paths]       → also 320 px with text at 200%,
 *                                                 and a 1280 px window at 400% zoom
 *   npm run screenshots -- --day [paths]        → also the pages that offer the RSVP with
 *                                                 the clock set: a week before replies
 *                                                 close, on the day and after it
 *   npm run screenshots -- --states             → also what a guest opens, as the screen
 *                                                 shows it: the classic menu, the
 *                                                 scroll-to-top button, each story tab,
 *                                                 an icon's tooltip, in every language
 *
 * The pages run on the real clock, as a guest opens them today; --day sets it
 * (tests/support/clock.ts) for the days a site that follows them changes on.
 *
 * A private build opens with its unlock page: give its passphrase, as the build was
 * (`WEDDING_PASSPHRASE="…" npm run screenshots`), and each shot types it first, as a
 * guest does; the unlock page itself is shot once a width (`unlock-375.png`).
 */
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium";
import { AFTER_THE_DAY, BEFORE_THE_DAY, FOLLOWED_DAY, ON_THE_DAY } from "../tests/support/clock";
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn, ownSite } from "../tests/support/content";
import { PAGE_PATHS, RSVP_PLACES, VIEWPORTS, waitForHydration } from "../tests/support/fixtures";
import { CLASSIC, GAMER_PAGES, gamerLink } from "../src/pages";
import { NoPassphrase, openPast as openPastUnlock } from "./past-the-unlock-page";

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 4173}`;
const passphrase = process.env.WEDDING_PASSPHRASE;
const args = process.argv.slice(2);
const zoom = args.includes("--zoom");
const chosenPaths = args.filter((arg) => !arg.startsWith("--"));
/** Every page and both 404 pages (the invitation's and the game's), in each of the site's languages. */
const screens = [
  ...PAGE_PATHS,
  ...LANGUAGES.flatMap((language) => ["/no-such-page", "/gamer/no-such-page"].map((path) => pathIn(language, path))),
];
const paths = chosenPaths.length ? chosenPaths : screens;

/** A screen's file name by its path: "/" is "landing", "/en-gb/" "en-gb-landing", "/gamer/faq" "gamer-faq". */
const screenName = (path: string) => {
  const parts = path.split("/").filter(Boolean);
  return (path.endsWith("/") ? [...parts, "landing"] : parts).join("-");
};

/** The pages that offer the RSVP, the ones the day changes. */
const dayPaths = paths.filter((path) => RSVP_PLACES.some((place) => place.path === path));
const clocks: { suffix: string; time?: Date; paths: string[] }[] = [
  { suffix: "", paths },
  ...(args.includes("--day")
    ? [
        { suffix: "-before", time: BEFORE_THE_DAY, paths: dayPaths },
        { suffix: "-today", time: ON_THE_DAY, paths: dayPaths },
        { suffix: "-after", time: AFTER_THE_DAY, paths: dayPaths },
      ]
    : []),
];
if (args.includes("--day") && !FOLLOWED_DAY) {
  console.log("The content keeps the invitation on every date (followTheDay: false): the --day shots show the same.");
}

/** `phone`: opened as a phone's browser is, with a touch screen and no mouse (CSS's pointer: coarse). */
type View = { name: string; width: number; height: number; textScale?: string; phone?: boolean };
const views: View[] = [
  ...Object.values(VIEWPORTS).map((viewport) => ({
    name: String(viewport.width),
    ...viewport,
    phone: viewport === VIEWPORTS.phone,
  })),
  ...(zoom
    ? [
        { name: "320-text200", width: 320, height: 640, textScale: "200%", phone: true },
        // 400% zoom of a 1280 x 720 window leaves 320 x 180 CSS pixels.
        { name: "1280-zoom400", width: 320, height: 180 },
      ]
    : []),
];

mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const view of views) {
  // bypassCSP lets the style below in: a full-page shot draws no section left to
  // content-visibility: auto, so the shot lays every section out.
  for (const clock of clocks) {
    const page = await browser.newPage({
      viewport: { width: view.width, height: view.height },
      bypassCSP: true,
      // Stills: a blinking "Press start" would be caught at any point of its blink, sometimes unseen.
      reducedMotion: "reduce",
      ...(view.phone ? { hasTouch: true } : {}),
    });
    if (clock.time) await page.clock.setSystemTime(clock.time);
    for (const path of clock.paths) {
      await openPast(page, base + path, `screenshots/unlock-${view.name}${clock.suffix}.png`);
      if (view.textScale)
        await page.evaluate((size) => (document.documentElement.style.fontSize = size), view.textScale);
      // Lazy photos load only near the viewport: pass over the page once so the full-page shot has them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      await page.waitForLoadState("networkidle");
      await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
      // A full-page shot draws the page in a window as tall as the page, where a height in the window's
      // units (the hero's 100svh, the game's min-h-dvh) would grow with it and push the foot out of the
      // shot: each keeps what it measures in the guest's window.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>("[class*='vh'], [class*='screen']")) {
          const { minHeight, height } = getComputedStyle(element);
          Object.assign(element.style, { minHeight, height });
        }
      });
      const name = `${screenName(path)}-${view.name}${clock.suffix}`;
      // The window made as tall as the page, until the page is as tall as the window: the shot is then the
      // window's, and nothing is left below it.
      for (let tries = 0; tries < 5; tries++) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        if (height === page.viewportSize()?.height) break;
        await page.setViewportSize({ width: view.width, height });
      }
      await page.screenshot({ path: `screenshots/${name}.png` });
      await page.setViewportSize({ width: view.width, height: view.height });
      console.log(`screenshots/${name}.png`);
    }
    await page.close();
  }
}
if (args.includes("--states")) await screenshotStates();
await browser.close();

/** Each page as a guest opens it; on a private build without its passphrase, a sentence and no shots. */
async function openPast(page: Page, url: string, unlockShot?: string) {
  try {
    await openPastUnlock(page, url, passphrase, unlockShot);
  } catch (error) {
    if (!(error instanceof NoPassphrase)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * The states a guest opens, each as the window shows it (not the full page), at the widths where it
 * shows, in each of the site's languages: every name to find them by is the language's own.
 */
async function screenshotStates() {
  for (const language of LANGUAGES) await screenshotStatesIn(language);
}

async function screenshotStatesIn(language: string) {
  const { words } = ownSite(language);
  const prefix = language === DEFAULT_LANGUAGE ? "" : `${language}-`;
  const classic = pathIn(language, CLASSIC.path);
  const story = pathIn(language, GAMER_PAGES.story.path);
  const shoot = async (
    viewport: { width: number; height: number },
    path: string,
    name: string,
    act: (page: Page) => Promise<void>,
  ) => {
    const { width } = viewport;
    const page = await browser.newPage({ viewport });
    await openPast(page, base + path);
    await waitForHydration(page);
    await act(page);
    // Let fades and smooth scrolls finish before the shot.
    await page.waitForTimeout(700);
    const file = `screenshots/state-${prefix}${name}-${width}.png`;
    await page.screenshot({ path: file });
    console.log(file);
    await page.close();
  };
  await shoot(VIEWPORTS.phone, classic, "classic-menu-open", (page) => page.locator("header summary").click());
  const tabs = await (async () => {
    const page = await browser.newPage();
    await openPast(page, base + story);
    const names = await page.getByRole("tab").allTextContents();
    await page.close();
    return names.map((name) => name.trim());
  })();
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.laptop]) {
    await shoot(viewport, classic, "classic-scroll-to-top", async (page) => {
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: "instant" }));
    });
    for (const [index, tab] of tabs.entries()) {
      await shoot(viewport, story, `gamer-story-${index + 1}`, (page) =>
        page.getByRole("tab", { name: tab, exact: true }).click(),
      );
    }
  }
  await shoot(VIEWPORTS.laptop, pathIn(language, GAMER_PAGES.schedule.path), "gamer-tooltip", (page) =>
    page
      .getByRole("navigation", { name: words.game.gamePages })
      .getByRole("link", {
        name: gamerLink(GAMER_PAGES.travel, words, (path) => pathIn(language, path)).label,
        exact: true,
      })
      .hover(),
  );
}
