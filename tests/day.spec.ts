import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { countdownWords } from "../src/ui/Countdown";
import { content, fill, LANGUAGES, pathIn, words, site } from "./support/content";
import { dayStatus, daysLeftAt } from "../src/ui/wedding-day";
import {
  AFTER_THE_DAY,
  BEFORE_THE_DAY,
  DAY,
  expect,
  expectProblems,
  FOLLOWED_DAY,
  needsFallbackFaces,
  ON_THE_DAY,
  openPage,
  REPLIES_CLOSED,
  RSVP_PLACES,
  test,
  VIEWPORTS,
} from "./support/fixtures";
import { escapeRegExp } from "../src/text/escape-regexp";

/**
 * The pages by the guest's clock: the invitation before the day, "Today" and
 * the next item on it, the thanks after it, and no RSVP once replies close;
 * or, where the content keeps the invitation on every date (`followTheDay:
 * false`), the invitation at every one of those instants. Every instant comes
 * from the content (tests/support/fixtures.ts's DAY), so the next couple's date, zone and
 * schedule are tested the same way.
 */

const FOLLOWS_NO_DAY = "the content keeps the invitation on every date (followTheDay: false)";

const MINUTE = 60_000;
const instant = (iso: string, offset = 0) => new Date(Date.parse(iso) + offset);

const RSVP_PAGES = RSVP_PLACES.map((place) => place.path);

const rsvpLinks = (page: Page) => page.getByRole("link", { name: new RegExp(`^${words.day.rsvp}`) });

async function openAt(page: Page, time: Date, path: string) {
  await page.clock.setSystemTime(time);
  await openPage(page, path);
}

/**
 * What the landing and the start screen say on the day about a schedule item, whichever of its spaces the
 * page keeps from breaking (no-break spaces).
 */
function todayLine(item: (typeof DAY.moments)[number], upcoming: boolean) {
  const line = upcoming
    ? fill(words.day.next, { item: item.title, time: item.shownTime })
    : fill(words.day.now, { item: item.title });
  return new RegExp(escapeRegExp(line).replace(/\s/g, "\\s"));
}

test.describe("before the day", () => {
  test("the landing and the start screen count the days left to the wedding's date, by the guest's clock", async ({
    page,
  }) => {
    test.skip(!FOLLOWED_DAY, FOLLOWS_NO_DAY);
    // The first event's morning: the wedding's, or a welcome dinner's the day before.
    const firstMorning = Date.parse(DAY.firstMorning);
    const lastCounted = new Date(firstMorning - MINUTE);
    for (const [time, left] of [
      [BEFORE_THE_DAY, daysLeftAt(DAY, BEFORE_THE_DAY.getTime())],
      [lastCounted, DAY.firstMorning === DAY.weddingMorning ? 1 : daysLeftAt(DAY, lastCounted.getTime())],
    ] as const) {
      for (const path of ["/", "/gamer"]) {
        await openAt(page, time, path);
        await expect(
          page.getByText(countdownWords(left ?? 0, words.day, site.language), { exact: true }),
          path,
        ).toBeVisible();
      }
    }
    // From the first event's day on, the day's notices speak, and nothing is counted.
    await openAt(page, new Date(firstMorning), "/");
    for (const left of [1, 2])
      await expect(page.getByText(countdownWords(left, words.day, site.language), { exact: true })).toHaveCount(0);
  });

  test("every RSVP shows until replies close", async ({ page }) => {
    for (const path of RSVP_PAGES) {
      await openAt(page, instant(DAY.rsvpCloses, -MINUTE), path);
      await expect(rsvpLinks(page).first(), path).toBeVisible();
      await expect(rsvpLinks(page).first()).toHaveAttribute("href", content.rsvpUrl);
    }
  });

  test("no RSVP shows once the deadline has passed", async ({ page }) => {
    test.skip(!content.rsvpDeadline, "the content sets no rsvpDeadline: replies close on the wedding's morning");
    for (const path of RSVP_PAGES) {
      await openAt(page, instant(DAY.rsvpCloses, MINUTE), path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(rsvpLinks(page), path).toHaveCount(0);
      await expect(page.getByText(words.day.today, { exact: true })).toHaveCount(0);
    }
    // The game writes its quest twice, one shown at a time: in the icon bar, and on a phone beside the logo.
    await expect(page.getByText(words.game.rsvpClosed).filter({ visible: true }).first()).toBeVisible();
  });
});

test.describe("on the day", () => {
  test.skip(!FOLLOWED_DAY, FOLLOWS_NO_DAY);
  test("from the morning at the venue, the landing and the start screen say Today and the first item", async ({
    page,
  }) => {
    const [first] = DAY.moments;
    for (const path of ["/", "/gamer"]) {
      await openAt(page, instant(DAY.firstMorning), path);
      await expect(page.getByText(words.day.today, { exact: true }), path).toBeVisible();
      await expect(page.getByText(todayLine(first, true))).toBeVisible();
      await expect(rsvpLinks(page)).toHaveCount(0);
    }
    // A minute before the morning it is still the invitation.
    await openAt(page, instant(DAY.firstMorning, -MINUTE), "/");
    await expect(page.getByText(words.day.today, { exact: true })).toHaveCount(0);
  });

  test("each item is the next one until it starts; after the last, it is what is on", async ({ page }) => {
    for (const [index, item] of DAY.moments.entries()) {
      // Items that start together (two events' at once) are announced by the first of them.
      if (index > 0 && DAY.moments[index - 1].at === item.at) continue;
      await openAt(page, instant(item.at, -MINUTE), "/");
      await expect(page.getByText(todayLine(item, true))).toBeVisible();
    }
    const last = DAY.moments[DAY.moments.length - 1];
    // An item at the moment the last event ends marks the end: the thanks take over then (the test below).
    if (Date.parse(last.at) >= Date.parse(DAY.end)) return;
    await openAt(page, instant(last.at), "/gamer");
    await expect(page.getByText(todayLine(last, false))).toBeVisible();
  });

  test("while a streamed event is on, from a quarter of an hour before until its end, the day's notice offers Watch live", async ({
    page,
  }) => {
    test.skip(DAY.live.length === 0, "no event in the content is streamed (livestream)");
    const streamOnAt = (at: Date) =>
      DAY.live.some(({ from, until }) => Date.parse(from) <= at.getTime() && at.getTime() < Date.parse(until));
    // Where the day's notice is: the schedules' own links to the stream are there on any date.
    const notices = [
      { path: "/", within: page.getByRole("main") },
      { path: "/classic", within: page.locator("#hero") },
      { path: "/gamer", within: page.getByRole("main") },
    ];
    for (const stream of DAY.live) {
      const status = dayStatus(DAY, instant(stream.from).getTime());
      if (status.phase !== "today") throw new Error(`${stream.url} starts streaming outside the day`);
      for (const { path, within } of notices) {
        await openAt(page, instant(stream.from), path);
        await expect(
          within
            .getByText(words.day.today)
            .or(within.getByText(todayLine(status.moment, status.upcoming)))
            .first(),
          path,
        ).toBeVisible();
        const live = within.getByRole("link", { name: new RegExp(`^${words.day.watchLive}`) });
        await expect(live, path).toHaveAttribute("href", stream.url);
        await expect(live).toHaveAttribute("target", "_blank");
        // Before it and after it, unless another stream of the day is on then (two events streamed at once).
        for (const [at, when] of [
          [instant(stream.from, -MINUTE), "before the stream"],
          [instant(stream.until), "after the stream"],
        ] as const) {
          if (streamOnAt(at)) continue;
          await openAt(page, at, path);
          await expect(
            within.getByRole("link", { name: new RegExp(`^${words.day.watchLive}`) }),
            `${path} ${when}`,
          ).toHaveCount(0);
        }
      }
    }
  });

  test("a guest who comes back to the tab sees the next item, without reloading", async ({ page }) => {
    const [first] = DAY.moments;
    const second = DAY.moments.find((item) => Date.parse(item.at) > Date.parse(first.at));
    test.skip(!second, "every item of the schedule starts at one time");
    if (!second) return;
    await openAt(page, instant(first.at, -MINUTE), "/");
    await expect(page.getByText(todayLine(first, true))).toBeVisible();
    await page.clock.setSystemTime(instant(first.at, MINUTE));
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(page.getByText(todayLine(second, true))).toBeVisible();
  });
});

test.describe("after the day", () => {
  test.skip(!FOLLOWED_DAY, FOLLOWS_NO_DAY);
  test("the landing and the classic hero thank the guests, the start screen too, and no RSVP is left", async ({
    page,
  }) => {
    for (const path of RSVP_PAGES) {
      await openAt(page, instant(DAY.end, MINUTE), path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(rsvpLinks(page), path).toHaveCount(0);
    }
    await openAt(page, instant(DAY.end, MINUTE), "/");
    await expect(page.getByText(words.thanksAfter, { exact: true })).toBeVisible();
    await openAt(page, instant(DAY.end, MINUTE), "/classic");
    await expect(page.locator("#hero").getByText(words.thanksAfter, { exact: true })).toBeVisible();
    await openAt(page, instant(DAY.end, MINUTE), "/gamer");
    // In the menu's row where the RSVP stood; the bar below says it too.
    await expect(
      page.getByRole("navigation", { name: words.game.mainMenu }).getByText(words.game.thanksShort),
    ).toBeVisible();
    await openAt(page, instant(DAY.end, MINUTE), "/gamer/faq");
    await expect(
      page.getByText(words.game.thanksShort, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
  });
});

test.describe("the guest's phase of the day, from the first paint", () => {
  test.skip(!FOLLOWED_DAY, FOLLOWS_NO_DAY);
  for (const [phase, time] of [
    ["today", ON_THE_DAY],
    ["after", AFTER_THE_DAY],
  ] as const) {
    test(`${phase}: before the site's scripts run, the invitation's notice keeps no room for the other phases' words, nor the countdown its line`, async ({
      page,
      pageProblems,
    }) => {
      // Only the head's inline script runs: the app's modules never arrive, so nothing hydrates.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.clock.setSystemTime(time);
      for (const path of ["/", "/classic"]) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-day", phase);
        const rooms = await page.evaluate(() =>
          [...document.querySelectorAll("[data-day-shows]")].map((element) => ({
            shows: element.getAttribute("data-day-shows")?.split(" ") ?? [],
            drawn: element.getClientRects().length > 0,
          })),
        );
        expect(rooms.length, path).toBeGreaterThan(0);
        for (const room of rooms)
          expect(room.drawn, `${path}: a room for ${room.shows}`).toBe(room.shows.includes(phase));
      }
      expectProblems(pageProblems, /assets\/.*\.js|Failed to load resource/);
    });
  }
});

test.describe("once replies close, at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  needsFallbackFaces();
  test("the start menu's notice takes the RSVP's row as it wraps in each language, and moves no row below", async ({
    page,
  }) => {
    test.skip(
      !FOLLOWED_DAY || REPLIES_CLOSED >= instant(DAY.firstMorning),
      "replies close on the day, or no day is followed",
    );
    await page.route("**/*.woff2", (route) => route.abort("aborted"));
    for (const language of LANGUAGES) {
      const path = pathIn(language, "/gamer");
      await openAt(page, REPLIES_CLOSED, path);
      const shift = await layoutShift(page);
      expect(shift.contentScore, `content moved on ${path}: ${shift.moved}`).toBeLessThanOrEqual(0.001);
    }
  });
});

test("with replies closed, the start menu's cursor passes over the notice in the RSVP's row", async ({ page }) => {
  test.skip(!FOLLOWED_DAY, FOLLOWS_NO_DAY);
  await openAt(page, AFTER_THE_DAY, "/gamer");
  const selected = page.locator('[data-selected="true"] a');
  const pages = page.getByRole("navigation", { name: words.game.mainMenu }).getByRole("link");
  const [first, second] = await pages.allTextContents();
  await expect(selected).toHaveText(first);
  await page.keyboard.press("ArrowDown");
  await expect(selected).toHaveText(second);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(selected).toHaveText((await pages.allTextContents()).at(-1) ?? "");
});

test.describe("a site that keeps the invitation on every date", () => {
  test.skip(FOLLOWED_DAY !== null, "the content follows the day (followTheDay is left out or true)");
  test("on the day and after it, every RSVP is still offered, and nothing says Today or thanks", async ({ page }) => {
    for (const time of [instant(DAY.firstMorning), ON_THE_DAY, instant(DAY.end), AFTER_THE_DAY]) {
      for (const path of RSVP_PAGES) {
        await openAt(page, time, path);
        await expect(rsvpLinks(page).first(), `${path} at ${time.toISOString()}`).toBeVisible();
        await expect(page.getByText(words.day.today, { exact: true })).toHaveCount(0);
        await expect(page.getByText(words.thanksAfter)).toHaveCount(0);
      }
    }
  });
});

test.describe("the prerendered pages do not depend on the day", () => {
  test("they show the invitation, with its RSVP, before any script runs, even after the day", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.clock.setSystemTime(AFTER_THE_DAY);
    const page = await context.newPage();
    for (const path of RSVP_PAGES) {
      await page.goto(path);
      await expect(rsvpLinks(page).first(), path).toBeVisible();
      await expect(page.getByText(words.thanksAfter)).toHaveCount(0);
      await expect(page.getByText(words.day.today, { exact: true })).toHaveCount(0);
    }
    await context.close();
  });

  const phases = [
    ["a week before replies close, counting down", BEFORE_THE_DAY],
    // The game's menu row where the RSVP stood says that replies are closed, in a row no taller.
    ...(REPLIES_CLOSED < instant(DAY.firstMorning) ? [["once replies close", REPLIES_CLOSED] as const] : []),
    ["on the day", ON_THE_DAY],
    ...DAY.live.slice(0, 1).map((stream) => ["while a streamed event is on", new Date(stream.from)] as const),
    ["after the day", AFTER_THE_DAY],
  ] as const;
  // A site that keeps the invitation draws the same pages at every one of them: the day itself stands for all.
  for (const [phase, time] of FOLLOWED_DAY === null ? phases.slice(1, 2) : phases) {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.laptop]) {
      test.describe(() => {
        // The page starts at this size. Resizing an open page can lose to the first
        // layout of the next navigation, which then shifts as the real size arrives.
        test.use({ viewport });
        // The pages are drawn in the web fonts' fallbacks, which the pages are sized for.
        needsFallbackFaces();
        test(`${phase} at ${viewport.width} px, each page hydrates without a mismatch, nothing on it moves, and axe finds nothing`, async ({
          page,
        }) => {
          // The web fonts are kept back: what their swap moves has its own test and target
          // (performance.spec.ts); here, what the guest's clock and hydration move.
          await page.route("**/*.woff2", (route) => route.abort("aborted"));
          for (const path of RSVP_PAGES) {
            await openAt(page, time, path);
            const shift = await layoutShift(page);
            // What a guest reads moves no more than a web font's swap may nudge it (the
            // day's notices keep their boxes' size); the scenery under the start menu may
            // slide down out of view as the day's line appears above it, within the CLS target.
            expect(shift.contentScore, `content moved on ${path}: ${shift.moved}`).toBeLessThanOrEqual(0.001);
            expect(shift.score, `layout shift on ${path}: ${shift.moved}`).toBeLessThanOrEqual(0.005);
            // The classic page's other sections do not change with the day (axe scans them in accessibility.spec.ts),
            // nor do the colours and names of the day's notices with the width.
            if (viewport === VIEWPORTS.phone)
              expect(await axeViolations(page, { include: path === "/classic" ? "#hero" : "body" }), path).toEqual([]);
          }
        });
      });
    }
  }
});

/**
 * The page's layout shifts so far, as Chrome scores them for CLS: in all, and
 * those that moved content (anything not inside an aria-hidden element), with
 * what moved, for the failure's message.
 */
async function layoutShift(page: Page) {
  const { score, contentScore, moved } = await page.evaluate(
    () =>
      new Promise<{ score: number; contentScore: number; moved: string[] }>((resolve) => {
        new PerformanceObserver((list) => {
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          const shifts = (list.getEntries() as Shift[]).filter((entry) => !entry.hadRecentInput);
          const isContent = (node?: Node) => {
            const element = node instanceof Element ? node : node?.parentElement;
            return !element?.closest('[aria-hidden="true"]');
          };
          const total = (entries: Shift[]) => entries.reduce((sum, entry) => sum + entry.value, 0);
          resolve({
            score: total(shifts),
            contentScore: total(shifts.filter((entry) => entry.sources.some((source) => isContent(source.node)))),
            moved: shifts.flatMap((entry) =>
              entry.sources.map(
                (source) =>
                  `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${source.node?.nodeName} "${source.node?.textContent?.slice(0, 30)}" ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}, ${Math.round(source.previousRect.height)} → ${Math.round(source.currentRect.height)} px tall`,
              ),
            ),
          });
        }).observe({ type: "layout-shift", buffered: true });
        // Buffered entries arrive in the observer's first task; none by then is no shift.
        setTimeout(() => resolve({ score: 0, contentScore: 0, moved: [] }), 150);
      }),
  );
  return { score, contentScore, moved: moved.join("; ") };
}
