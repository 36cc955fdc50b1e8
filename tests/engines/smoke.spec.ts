/**
 * The same smoke checks in every engine guests use: WebKit (every iPhone),
 * Firefox and, for screenshots to compare, Chromium. The Chromium suite
 * (tests/*.spec.ts) tests the site in depth; this one shows that the other
 * engines render, hydrate and lay it out the same.
 *
 *   npm run test:engines   (after a build)
 */
import { mkdirSync } from "node:fs";
import { words } from "../support/content";
import { SCREENS } from "../support/fixtures";
import { expect, pageProblems, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1440, height: 900 };

function screenshotFile(engine: string, path: string, width: number): string {
  const dir = `screenshots/engines/${engine}`;
  mkdirSync(dir, { recursive: true });
  return `${dir}/${path === "/" ? "landing" : path.slice(1).replaceAll("/", "-")}-${width}.png`;
}

for (const view of [PHONE, LAPTOP]) {
  test.describe(`at ${view.width} px`, () => {
    for (const path of SCREENS) {
      test(`${path} renders its h1, hydrates with no error and does not scroll sideways`, async ({
        engine,
        open,
      }, testInfo) => {
        await engine.resize(view.width, view.height);
        await open(path);
        const seen = await engine.evaluate(async () => {
          // Lay out the classic page's deferred sections too (invitation.css), so their width counts.
          document.documentElement.dataset.allSections = "";
          await document.fonts.ready;
          // Two frames: what hydration set off (the day's own words, say) is on the screen.
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const h1 = document.querySelector("h1");
          const box = h1?.getBoundingClientRect();
          const h1Font = h1 ? getComputedStyle(h1).fontFamily.split(",")[0].replaceAll('"', "").trim() : "";
          // Firefox keeps a family's quotes.
          const family = (font: FontFace) => font.family.replaceAll('"', "");
          // The "fallback" faces are metric-matched local() fonts a phone has and this machine may not: no web font.
          const webFonts = [...document.fonts].filter((font) => !family(font).endsWith(" fallback"));
          // Lines set by hand (<br>) must not wrap earlier than plain wrapping would (app.css, for WebKit's pretty).
          const wrappedEarly = [...document.querySelectorAll<HTMLElement>("p, li, dd, blockquote")]
            .filter((element) => element.querySelector(":scope > br"))
            .filter((element) => {
              const asStyled = element.offsetHeight;
              element.style.textWrap = "wrap";
              const plain = element.offsetHeight;
              element.style.textWrap = "";
              return asStyled > plain;
            })
            .map((element) => element.innerText);
          return {
            wrappedEarly,
            h1: h1?.textContent?.trim() ?? "",
            h1Shown: Boolean(box && box.width > 0 && box.height > 0),
            layoutWidth: document.documentElement.clientWidth,
            sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            h1Font,
            h1FontLoaded: webFonts.some((font) => family(font) === h1Font && font.status === "loaded"),
            fontsFailed: webFonts.filter((font) => font.status === "error").map(family),
          };
        });
        expect(seen.h1, "the page's h1").not.toBe("");
        expect(seen.h1Shown, `the h1 "${seen.h1}" is drawn`).toBe(true);
        expect(seen.layoutWidth, "the width the page is laid out in").toBe(view.width);
        expect(seen.sideways, "pixels the page scrolls sideways").toBeLessThanOrEqual(0);
        expect(seen.h1FontLoaded, `the h1's font, ${seen.h1Font}, has loaded`).toBe(true);
        expect(seen.fontsFailed, "web fonts that failed to load").toEqual([]);
        expect(seen.wrappedEarly, "hand-set lines broken early").toEqual([]);
        expect(await pageProblems(engine)).toEqual([]);
        await engine.screenshot(screenshotFile(testInfo.project.name, path, view.width));
      });
    }
  });
}

test.describe("what a guest does", () => {
  test("the classic menu opens on a phone and takes the guest to a section", async ({ engine, open }) => {
    await engine.resize(PHONE.width, PHONE.height);
    await open("/classic");
    await engine.click("header summary");
    const menuHeight = () => engine.evaluate(() => document.getElementById("classic-menu")?.offsetHeight ?? 0);
    await expect.poll(menuHeight, { message: "the menu opens" }).toBeGreaterThan(0);

    const link = "#classic-menu li:nth-child(2) a";
    const hash = await engine.evaluate((selector) => document.querySelector(selector)?.getAttribute("href"), link);
    await engine.click(link);
    await expect.poll(menuHeight, { message: "the menu closes" }).toBe(0);
    expect(await engine.evaluate(() => location.hash)).toBe(hash);
    // Smooth scrolling ends with the section just under the sticky header.
    const sectionTop = () =>
      engine.evaluate((id) => Math.round(document.querySelector(id ?? "")?.getBoundingClientRect().top ?? -1), hash);
    await expect.poll(sectionTop, { message: `${hash} scrolls to the top` }).toBeGreaterThanOrEqual(0);
    await expect.poll(sectionTop).toBeLessThanOrEqual(64);
    expect(await pageProblems(engine)).toEqual([]);
  });

  test("the scroll-to-top button takes the guest back up", async ({ engine, open }) => {
    await engine.resize(PHONE.width, PHONE.height);
    await open("/classic");
    await engine.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2, behavior: "instant" }));
    const button = `button[aria-label="${words.classic.backToTop}"]`;
    await expect
      .poll(() =>
        engine.evaluate((selector) => {
          const shown = document.querySelector(selector);
          return shown ? getComputedStyle(shown).opacity : "no button";
        }, button),
      )
      .toBe("1");
    await engine.click(button);
    await expect.poll(() => engine.evaluate(() => window.scrollY), { message: "back at the top" }).toBe(0);
    expect(await pageProblems(engine)).toEqual([]);
  });

  test("a story tab shows its chapter", async ({ engine, open }) => {
    await engine.resize(PHONE.width, PHONE.height);
    await open("/gamer/our-story");
    const second = '[role="tab"]:nth-child(2)';
    await engine.click(second);
    const shown = () =>
      engine.evaluate((selector) => {
        const tab = document.querySelector(selector);
        const panel = document.getElementById(tab?.getAttribute("aria-controls") ?? "");
        return { selected: tab?.getAttribute("aria-selected"), panelShown: (panel?.offsetHeight ?? 0) > 0 };
      }, second);
    await expect.poll(shown).toEqual({ selected: "true", panelShown: true });
    expect(await pageProblems(engine)).toEqual([]);
  });

  test("the game menu follows the arrow keys and Enter starts the chosen page", async ({ engine, open }) => {
    await engine.resize(LAPTOP.width, LAPTOP.height);
    await open("/gamer");
    const selected = () =>
      engine.evaluate(() => {
        const item = document.querySelector('[data-selected="true"]');
        return { text: item?.textContent?.trim(), href: item?.querySelector("a")?.getAttribute("href") };
      });
    const first = await selected();
    await engine.press("ArrowDown");
    await expect.poll(async () => (await selected()).text, { message: "Down moves the cursor" }).not.toBe(first.text);
    await engine.press("ArrowUp");
    await expect.poll(selected, { message: "Up moves it back" }).toEqual(first);
    await engine.press("ArrowDown");
    const { href } = await selected();
    await engine.press("Enter");
    await expect.poll(() => engine.evaluate(() => location.pathname), { message: "Enter opens it" }).toBe(href);
    await expect
      .poll(() => engine.evaluate(() => document.querySelector("h1")?.textContent?.trim() ?? ""))
      .not.toBe("");
    expect(await pageProblems(engine)).toEqual([]);
  });
});
