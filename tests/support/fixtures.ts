import { test as base, expect, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import { content, PAGE_PATHS, site, words } from "./content";
import { eventPlaces, hotelPlaces, hotelsApart, parkingPlaces, siteEvents } from "../../src/site/events.server";
import { DEFAULT_CLOCK } from "./clock";
import { FALLBACK_FACES_MISSING, hasFallbackFaces } from "./fallback-faces";

export { expect } from "@playwright/test";
export {
  AFTER_THE_DAY,
  ANY_DATE,
  BEFORE_THE_DAY,
  DAY,
  FOLLOWED_DAY,
  ON_THE_DAY,
  REPLIES_CLOSED,
  rsvpOpenAt,
} from "./clock";

/**
 * Every test's pages start at `clockAt`: DEFAULT_CLOCK (tests/support/clock.ts), or
 * what a block sets with `test.use({ clockAt })`, where what it checks must
 * hold on other dates too: "real" is the machine's own clock, untouched. A set
 * clock still runs from there.
 */
export const test = base.extend<{ clockAt: Date | "real"; pageProblems: string[] }>({
  clockAt: [DEFAULT_CLOCK, { option: true }],
  // Playwright's fixture callback, named so that ESLint does not take it for React's `use`.
  context: async ({ context, clockAt }, provide) => {
    if (clockAt !== "real") await context.clock.setSystemTime(clockAt);
    // The couple's web-vitals collector, if the content names one: stood in for, as the network is closed.
    const { vitalsEndpoint } = content.site;
    if (vitalsEndpoint) await context.route(vitalsEndpoint, (route) => route.fulfill({ status: 204 }));
    await provide(context);
  },
  /**
   * Every test's page is watched for what a guest would never see but a broken
   * page shows first: console errors and warnings (React's hydration mismatches
   * among them), uncaught errors, Content-Security-Policy violations (Chromium
   * reports them in the console) and the site's own requests that fail. The
   * test fails on any, once it has passed otherwise; one that provokes some on
   * purpose takes them out of `pageProblems` itself.
   */
  pageProblems: [
    async ({ page }, provide, testInfo) => {
      const problems = watchPage(page);
      await provide(problems);
      if (testInfo.status === testInfo.expectedStatus) {
        expect(problems, "console errors, failed requests or CSP violations on the page").toEqual([]);
      }
    },
    { auto: true },
  ],
});

/**
 * The screens the tests look at the site in: a phone, a tablet and a laptop, as the screenshots do. Each is a
 * real one (an iPhone's, an iPad's upright, a laptop's): a tablet 768 px wide is 1024 px tall, and judging its
 * first screen at a phone's height asked for a fold no guest has.
 */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  laptop: { width: 1440, height: 900 },
} as const;

/**
 * The four places the specification offers the RSVP (sections 2 and 7), the
 * ones the guest's clock changes where the content follows the day.
 */
export const RSVP_PLACES: { name: string; path: string; within: (page: Page) => Locator }[] = [
  { name: "the landing page", path: "/", within: (page) => page.getByRole("main") },
  { name: "the classic hero", path: "/classic", within: (page) => page.locator("#hero") },
  {
    name: "the gamer menu",
    path: "/gamer",
    within: (page) => page.getByRole("navigation", { name: words.game.mainMenu }),
  },
  // In the middle of the icon bar; on a phone, beside the logo above it.
  {
    name: "the game's HUD",
    path: "/gamer/faq",
    within: (page) => page.getByRole("banner"),
  },
];

export { PAGE_PATHS, PRERENDERED_PAGES } from "./content";

/** The content's events and places as the pages show them: each event's date filled in and place looked up. */
export const EVENTS = siteEvents(content);
export const MAIN_EVENT = site.mainEvent;
/** Where the events are held, in the order of the events, as the travel sections list them. */
export const EVENT_PLACES = eventPlaces(content).map((held) => held.place);
export const PARKING = parkingPlaces(content);
export const HOTELS = hotelPlaces(content);
/** The hotels each experience's stay section shows: a place of the events is in its travel section, marked as lodging. */
export const HOTELS_APART = hotelsApart(content);
const HELD_PLACES = eventPlaces(content).flatMap((held) => [held.place, ...held.parking]);
/**
 * Every place each experience's travel and stay show, in their order: each place of the events and the parking near
 * it, then the hotels that hold no event.
 */
export const TRAVEL_PLACES = [...HELD_PLACES, ...HOTELS_APART];
/** The floor plans of the places of the events, in the travel sections' order. */
export const FLOOR_PLANS = EVENT_PLACES.flatMap((place) => (place.floorPlan ? [place.floorPlan] : []));
/** Every moment of every event, in order. */
export const MOMENTS = EVENTS.flatMap((event) => event.schedule);

/** Every photo's description in the content: the alt text a photo on a page carries. */
export const PHOTO_ALTS: ReadonlySet<string> = new Set(
  [
    content.couplePhoto,
    ...Object.values(content.places).map((place) => place.photo),
    ...Object.values(content.places).map((place) => place.floorPlan),
    ...content.story.map((chapter) => chapter.photo),
    ...content.collage,
  ].flatMap((photo) => (photo ? [photo.alt] : [])),
);

/**
 * For the tests of a describe block that measure what a web font's swap moves:
 * skipped, with the command that installs them, where the faces the text is
 * drawn in until then are missing; in CI, which must have them, they fail.
 */
export function needsFallbackFaces() {
  const missing = !hasFallbackFaces();
  test.skip(missing && !process.env.CI, `${FALLBACK_FACES_MISSING} (CI installs it)`);
  test.beforeAll(() => {
    if (missing) throw new Error(`${FALLBACK_FACES_MISSING}; .ci/run installs it when it is missing.`);
  });
}

/** Opens a path and waits until React has hydrated the page (src/root.tsx marks it). */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

export async function waitForHydration(page: Page) {
  // Right after a navigation commits (waitUntil: "commit"), the new document may have no root element yet.
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
}

export const UNKNOWN_PATHS = ["/no-such-page", "/gamer/no-such-page", "/classic/no-such-page", "/gamer/faq/deeper"];

/** Every screen a guest can see: each page, and each 404 page (the invitation's and the game's) at an unknown path. */
export const SCREENS = [...PAGE_PATHS, "/no-such-page", "/gamer/no-such-page"];

/**
 * Collects console errors and React's warnings (hydration mismatches are
 * logged as errors by React 19) for the life of the page, and the site's own
 * requests that fail. A 404 page's own status is reported by Chromium as a
 * failed load; that one is expected.
 */
function watchPage(page: Page): string[] {
  const problems: string[] = [];
  const isOwn = (url: string) =>
    new URL(url).origin === new URL(page.url() === "about:blank" ? url : page.url()).origin;
  page.on("response", (response) => {
    const isPage404 = response.status() === 404 && response.request().isNavigationRequest();
    if (response.status() >= 400 && !isPage404 && isOwn(response.url())) {
      problems.push(`${response.status()}: ${response.url()}`);
    }
  });
  page.on("requestfailed", (request) => {
    // A navigation cuts short what the page before it was loading: no fault of the site's.
    const failure = request.failure()?.errorText ?? "";
    if (failure !== "net::ERR_ABORTED" && isOwn(request.url())) problems.push(`${failure}: ${request.url()}`);
  });
  const record = (message: ConsoleMessage) => {
    const isOwnStatus = message.text().includes("status of 404") && message.location().url === page.url();
    // Playwright's own word when it blocks the service worker (playwright.config.ts), not the site's.
    const isHarness = message.text() === "Service Worker registration blocked by Playwright";
    if ((message.type() === "error" || message.type() === "warning") && !isOwnStatus && !isHarness) {
      // Where it was said: "Failed to load resource" names no address itself, and a frame's may be another origin's.
      const { url } = message.location();
      problems.push(`${message.type()}: ${message.text()}${url ? ` (${url})` : ""}`);
    }
  };
  page.on("console", record);
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Takes out of a test's `pageProblems` those it provokes on purpose (its comment says why). */
export function expectProblems(problems: string[], provoked: RegExp) {
  problems.splice(0, Infinity, ...problems.filter((problem) => !provoked.test(problem)));
}

/** Answers every request that would leave the machine with a stub page, so new tabs load offline. */
export async function stubExternalSites(page: Page) {
  await page
    .context()
    .route(/^https:\/\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>" }),
    );
}

/**
 * The classic page's sections are laid out only near the screen
 * (content-visibility: auto) and stand in at an estimated height until then.
 * A test that measures where things are (axe finding the colour behind text,
 * the Tab order, reflow) lays them all out first, as the page itself does
 * before a jump from its menu (src/classic/ClassicHeader.tsx), or it measures
 * estimates. Two frames: a frame's resize observers run after its animation
 * callbacks, and the header fits its menu to a new width in one.
 */
export async function layOutEverySection(page: Page) {
  await page.evaluate(async () => {
    document.documentElement.dataset.allSections = "";
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
  });
}

/** Scrolls the page through, a screen at a time, as a guest does: what loads only near the screen (a lazy photo) loads. */
export async function scrollThroughPage(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo({ top: y, behavior: "instant" });
      await new Promise(requestAnimationFrame);
    }
    scrollTo({ top: 0, behavior: "instant" });
    await new Promise(requestAnimationFrame);
  });
}
