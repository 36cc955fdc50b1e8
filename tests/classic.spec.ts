import { type Page } from "@playwright/test";
import { AUTO_HIDE_MS, SCROLL_THRESHOLD_PX } from "../src/classic/useShowAfterScroll";
import { fitNavigation } from "../src/classic/fit-navigation";
import { classicNav } from "../src/pages";
import { DICTIONARIES } from "../src/words";
import { CLASSIC_NAV, content, dates, gifts, LANGUAGES, namesHeading, words } from "./support/content";
import {
  EVENT_PLACES,
  EVENTS,
  expect,
  expectProblems,
  FLOOR_PLANS,
  HOTELS_APART,
  MOMENTS,
  openPage,
  PARKING,
  PHOTO_ALTS,
  stubExternalSites,
  test,
  TRAVEL_PLACES,
  VIEWPORTS,
} from "./support/fixtures";

const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);

/** How far a section's top stands below the header: none where it meets it, or where the page ends before it can. */
async function gapBelowHeader(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const header = document.querySelector("header")?.getBoundingClientRect();
    const section = document.getElementById(sectionId)?.getBoundingClientRect();
    const gap = (section?.top ?? NaN) - (header?.bottom ?? NaN);
    // A couple's last sections may be short: the page then stops at its end, the section below the header.
    const atTheEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
    return atTheEnd && gap > 0 ? 0 : gap;
  }, id);
}

/** Until the smooth scroll has brought the section under the header: on two busy cores it may pause a while. */
const landsBelowHeader = (page: Page, id: string) =>
  expect.poll(async () => Math.abs(await gapBelowHeader(page, id)), { timeout: 10_000 }).toBeLessThanOrEqual(2);

test.describe("classic page structure", () => {
  test("sections come in the spec's order", async ({ page }) => {
    await openPage(page, "/classic");
    const order = await page.evaluate(() =>
      [...document.querySelectorAll("body header, main > section, body footer, body > button, main + footer ~ button")]
        .map(
          (element) =>
            element.id ||
            element.tagName.toLowerCase() +
              (element.getAttribute("aria-label") ? `:${element.getAttribute("aria-label")}` : ""),
        )
        .filter((name, index, all) => all.indexOf(name) === index),
    );
    expect(order).toEqual([
      "header",
      "hero",
      "our-story",
      "photos",
      "schedule",
      "travel-info",
      // A couple who suggest no hotel have no Stay section.
      ...(HOTELS_APART.length > 0 ? ["stay"] : []),
      "registry",
      "faq",
      "thank-you",
      `button:${words.classic.backToTop}`,
    ]);
  });

  test("no two sections side by side share a background, so each reads as its own", async ({ page }) => {
    await openPage(page, "/classic");
    const backgrounds = await page.evaluate(() =>
      [...document.querySelectorAll("main > section, body footer")].map((element) => {
        const style = getComputedStyle(element);
        return { id: element.id, background: `${style.backgroundColor} ${style.backgroundImage}` };
      }),
    );
    for (const [index, { id, background }] of backgrounds.slice(1).entries())
      expect(background, `#${id} and #${backgrounds[index].id}`).not.toBe(backgrounds[index].background);
  });

  test("at 1440 px the page is one column: the photos, cards and lists of every section start at its edge, or stand in its middle", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.laptop);
    await openPage(page, "/classic");
    const { column, sections, rtl } = await page.evaluate(() => {
      // Lay out every section, as a jump to one does (ClassicHeader), not only those near the screen.
      document.documentElement.dataset.allSections = "";
      // The column: the box the story's chapters are set in. The header's initials stand at its edge, unless
      // the navigation's labels are long enough to widen the header's row.
      const column = document.querySelector("#our-story > *")?.getBoundingClientRect() ?? new DOMRect(NaN);
      const sections: Record<string, { left: number; right: number }> = {};
      // The schedule is a timeline about the page's middle, by design; the rest hold blocks set in the column.
      for (const id of ["hero", "our-story", "photos", "travel-info", "stay", "registry", "faq"]) {
        const blocks = [...(document.getElementById(id)?.querySelectorAll("figure, article, ol, ul, dl, img") ?? [])]
          .filter((block) => block.checkVisibility())
          .map((block) => block.getBoundingClientRect())
          .filter((box) => box.width > 0);
        if (blocks.length > 0)
          sections[id] = {
            left: Math.round(Math.min(...blocks.map((box) => box.left))),
            right: Math.round(Math.max(...blocks.map((box) => box.right))),
          };
      }
      const rtl = document.documentElement.dir === "rtl";
      return { column: { left: Math.round(column.left), right: Math.round(column.right) }, sections, rtl };
    });
    for (const [id, { left, right }] of Object.entries(sections)) {
      // A lone card (one hotel, one way to give) stands in the column's middle, as wide as one of two would.
      // A right-to-left page starts its blocks at the column's right edge.
      const atTheEdge = rtl ? Math.abs(right - column.right) <= 1 : Math.abs(left - column.left) <= 1;
      const inTheMiddle = Math.abs(left - column.left - (column.right - right)) <= 1 && left >= column.left;
      expect(
        atTheEdge || inTheMiddle,
        `#${id} spans ${left}..${right} px in the column ${column.left}..${column.right}`,
      ).toBe(true);
    }
  });

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.laptop])
    test(`at ${viewport.width} px a place's caption starts where its name does`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPage(page, "/classic");
      const starts = await page.evaluate(() => {
        const rtl = document.documentElement.dir === "rtl";
        // Where a block's first letter stands: its left edge, or its right on a right-to-left page.
        const firstLetter = (block: Element) => {
          const text = document.createTreeWalker(block, NodeFilter.SHOW_TEXT).nextNode();
          const range = document.createRange();
          range.setStart(text ?? block, 0);
          range.setEnd(text ?? block, text ? 1 : 0);
          const box = range.getBoundingClientRect();
          return rtl ? box.right : box.left;
        };
        return [...document.querySelectorAll("p.caption-caps + h3")].map((name) => ({
          name: name.textContent,
          caption: firstLetter(name.previousElementSibling ?? name),
          start: firstLetter(name),
        }));
      });
      expect(starts.length).toBeGreaterThan(0);
      for (const { name, caption, start } of starts)
        expect(Math.abs(caption - start), `${name}'s caption starts ${caption - start} px from it`).toBeLessThan(1);
    });

  test("on a laptop the invitation's card and the photo beside it end on the first screen", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.laptop);
    await openPage(page, "/classic");
    // The hero's column: the card (in its wrapper, as tall) and, where the couple has one, the photo.
    const bottoms = await page
      .locator("#hero > div > *")
      .evaluateAll((blocks) => blocks.map((block) => Math.round(block.getBoundingClientRect().bottom)));
    expect(bottoms.length).toBeGreaterThan(0);
    for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(VIEWPORTS.laptop.height);
  });

  test("crops each photo around its subject: its object-position is the focus the build found", async ({ page }) => {
    await openPage(page, "/classic");
    const cropped = await page.locator("img[data-focus-x]").evaluateAll((images) =>
      images.map((image) => ({
        focus: `${(image as HTMLElement).dataset.focusX}% ${(image as HTMLElement).dataset.focusY}%`,
        position: getComputedStyle(image).objectPosition,
        fit: getComputedStyle(image).objectFit,
      })),
    );
    expect(cropped.length).toBeGreaterThan(0);
    for (const image of cropped) expect(image).toEqual({ focus: image.position, position: image.focus, fit: "cover" });
  });

  test("is semantic: one h1, landmarks, headings in order, lists for schedule and FAQ", async ({ page }) => {
    await openPage(page, "/classic");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(namesHeading);
    for (const role of ["banner", "main", "contentinfo"] as const) {
      await expect(page.getByRole(role)).toHaveCount(1);
    }
    // The sections' navigation, and the languages' where the site has several.
    await expect(page.getByRole("navigation")).toHaveCount(LANGUAGES.length > 1 ? 2 : 1);
    await expect(page.getByRole("navigation", { name: words.classic.navigation })).toHaveCount(1);
    const headings = await page.locator("h2").allTextContents();
    // "Travel" and "Stay" read as the pair the menu calls "Travel & Stay".
    // A couple who suggest no hotel have no Stay section.
    const stay = HOTELS_APART.length > 0 ? [words.classic.stay] : [];
    const { pages, classic } = words;
    expect(headings).toEqual([
      pages.story.title,
      classic.photos,
      pages.schedule.title,
      classic.travel,
      ...stay,
      pages.registry.title,
      pages.faq.title,
    ]);
    await expect(page.locator("#schedule ol > li")).toHaveCount(MOMENTS.length);
    await expect(page.locator("#faq ul > li")).toHaveCount(content.faq.length);
  });

  test("shows every piece of the content", async ({ page }) => {
    await openPage(page, "/classic");
    // textContent, not innerText: sections far below the screen are not laid out yet, and innerText skips them.
    const text = (await page.locator("main, footer").allTextContents()).join(" ");
    const expected = [
      content.story[0].classicYear,
      ...content.story.map((chapter) => chapter.title),
      ...MOMENTS.map((item) => dates.time(item.time)),
      ...MOMENTS.map((item) => item.title),
      ...EVENTS.flatMap((event) => (EVENTS.length > 1 ? [event.name] : [])),
      ...EVENTS.flatMap((event) => [event.dressCode ?? "", event.note ?? ""]),
      ...[...EVENT_PLACES, ...PARKING].flatMap((place) => [place.name, place.streetAddress]),
      ...EVENT_PLACES.map((place) => place.description ?? ""),
      content.travel?.drivingNote ?? "",
      content.travel?.walkingNote ?? "",
      ...PARKING.map((lot) => lot.note ?? ""),
      ...HOTELS_APART.map((hotel) => hotel.name),
      ...gifts.map((gift) => gift.onCard),
      ...content.faq.map((item) => item.question),
      content.thankYou,
    ].filter((piece) => piece !== "");
    for (const piece of expected) expect(text).toContain(piece);
    // A streamed event links its stream from the schedule, on any date.
    const streams = EVENTS.flatMap((event) => (event.livestream ? [event.livestream] : []));
    const live = page.locator("#schedule").getByRole("link", { name: new RegExp(`^${words.day.watchLive}`) });
    await expect(live).toHaveCount(streams.length);
    for (const [index, url] of streams.entries()) await expect(live.nth(index)).toHaveAttribute("href", url);
  });
});

test.describe("navigation at 1440 px", () => {
  test.use({ viewport: VIEWPORTS.laptop });

  test("items are anchor links to the sections, in a row without a menu button", async ({ page }) => {
    await openPage(page, "/classic");
    await expect(page.locator("header summary")).toBeHidden();
    const nav = page.getByRole("navigation", { name: words.classic.navigation });
    await expect(nav.getByRole("link")).toHaveText(CLASSIC_NAV.map((item) => item.label));
    for (const { id, label } of CLASSIC_NAV) {
      const link = nav.getByRole("link", { name: label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", `#${id}`);
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await nav.getByRole("link", { name: words.pages.registry.title }).click();
    await expect(page).toHaveURL(/#registry$/);
    await landsBelowHeader(page, "registry");
  });

  test("the row of links stands on the header's own ground, with no box of its own", async ({ page }) => {
    await openPage(page, "/classic");
    const list = page.getByRole("navigation", { name: words.classic.navigation }).getByRole("list");
    await expect(list).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });
});

test.describe("navigation measured", () => {
  /**
   * Whether the header's sections, laid out in a row as wide as the window in the closer letters, reach past it: its
   * menu button is then the way to them.
   */
  const rowOverflows = (page: Page) =>
    page.locator("header").evaluate((header) => {
      const shown = header.dataset.nav;
      header.dataset.nav = "wide";
      const overflows = header.scrollWidth > header.clientWidth;
      header.dataset.nav = shown;
      return overflows;
    });

  test("links wherever their row fits, the menu button only where it does not, as the window turns", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openPage(page, "/classic");
    const menuButton = page.locator("header summary");
    const links = page.getByRole("navigation", { name: words.classic.navigation }).getByRole("link");
    // A phone upright, turned sideways, a tablet, a small laptop, a laptop, and back.
    const widths = [VIEWPORTS.phone.width, 812, 640, VIEWPORTS.tablet.width, 1024, VIEWPORTS.laptop.width, 375];
    let shownBoth = { links: false, menu: false };
    for (const width of widths) {
      await page.setViewportSize({ width, height: 600 });
      await expect(async () => {
        const overflows = await rowOverflows(page);
        expect(await menuButton.isVisible(), `the menu button at ${width} px`).toBe(overflows);
        if (!overflows) {
          for (const link of await links.all()) {
            const lines = await link.evaluate((element) => {
              const range = document.createRange();
              range.selectNodeContents(element);
              return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
            });
            expect(lines, `${await link.textContent()} at ${width} px`).toBe(1);
          }
        }
        shownBoth = overflows ? { ...shownBoth, menu: true } : { ...shownBoth, links: true };
      }).toPass({ timeout: 3000 });
    }
    expect(shownBoth).toEqual({ links: true, menu: true });
  });

  test("on a laptop, every language's sections stand in a row whose edges are the hero's", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.laptop);
    await openPage(page, "/classic");
    const header = page.locator("header");
    for (const [language, dictionary] of Object.entries(DICTIONARIES)) {
      const labels = classicNav(dictionary).map((item) => item.label);
      // The dictionary's words in the row, then the header's own fitting, as the page runs it.
      await header.evaluate(
        (element, labels) =>
          element.querySelectorAll("nav ul a").forEach((link, index) => (link.textContent = labels[index])),
        labels,
      );
      await page.evaluate(`(${fitNavigation.toString()})(document.querySelector("header"))`);
      const fitted = await header.evaluate((element) => {
        const row = element.firstElementChild as HTMLElement;
        const padding = parseFloat(getComputedStyle(row).paddingLeft);
        const box = row.getBoundingClientRect();
        const hero = document.querySelector("#hero > div")?.getBoundingClientRect();
        if (!hero) return "no hero";
        return {
          nav: element.dataset.nav,
          overflows: row.scrollWidth > row.clientWidth,
          edges: [Math.round(box.left + padding - hero.left), Math.round(hero.right - (box.right - padding))],
        };
      });
      expect(fitted, language).toEqual({
        nav: expect.stringMatching(/^(row|close)$/),
        overflows: false,
        edges: [0, 0],
      });
    }
  });

  test("before the site's scripts run, a laptop shows the links and a phone the menu button", async ({
    page,
    pageProblems,
  }) => {
    // Only the inline scripts run: the app's modules never arrive, so nothing hydrates.
    await page.route("**/assets/*.js", (route) => route.abort());
    for (const [viewport, menuShown] of [
      [VIEWPORTS.laptop, false],
      [VIEWPORTS.phone, true],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto("/classic");
      await expect(page.locator("header summary")).toBeVisible({ visible: menuShown });
    }
    expectProblems(pageProblems, /assets\/.*\.js|Failed to load resource/);
  });
});

test.describe("navigation at 375 px", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("the hamburger toggles the menu, and an item scrolls its section to just below the header", async ({ page }) => {
    await openPage(page, "/classic");
    // A <details> disclosure: its <summary> is the button (screen readers hear "Menu, button, collapsed").
    const menu = page.locator("header details");
    const menuButton = menu.locator("summary");
    const scheduleLink = page
      .getByRole("navigation", { name: words.classic.navigation })
      .getByRole("link", { name: words.pages.schedule.title });

    await expect(menuButton).toHaveAccessibleName(words.classic.menu);
    await expect(menu).not.toHaveAttribute("open");
    await expect(scheduleLink).toBeHidden();
    await expect(menuButton.locator("svg.lucide-menu")).toBeVisible();

    await menuButton.click();
    await expect(menu).toHaveAttribute("open", "");
    await expect(menuButton.locator("svg.lucide-x")).toBeVisible();
    await expect(scheduleLink).toBeVisible();

    await menuButton.click();
    await expect(menu).not.toHaveAttribute("open");
    await expect(scheduleLink).toBeHidden();

    // The page behind the open menu is dimmed, and a tap on it closes the menu.
    const backdrop = page.locator("[data-menu-backdrop]");
    await expect(backdrop).toBeHidden();
    await menuButton.click();
    await expect(backdrop).toBeVisible();
    await page.mouse.click(VIEWPORTS.phone.width / 2, VIEWPORTS.phone.height - 40);
    await expect(menu).not.toHaveAttribute("open");
    await expect(backdrop).toBeHidden();

    await menuButton.click();
    await scheduleLink.click();
    await expect(page).toHaveURL(/#schedule$/);
    await expect(menu).not.toHaveAttribute("open");
    await expect(scheduleLink).toBeHidden();
    await landsBelowHeader(page, "schedule");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test("the scroll is smooth, not a jump", async ({ page }) => {
    await openPage(page, "/classic");
    await page.locator("header summary").click();
    const positions = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          const onScroll = () => seen.push(window.scrollY);
          window.addEventListener("scroll", onScroll);
          setTimeout(() => resolve(seen), 1500);
        }),
    );
    await page
      .getByRole("navigation", { name: words.classic.navigation })
      .getByRole("link", { name: words.pages.faq.title })
      .click();
    expect(new Set(await positions).size).toBeGreaterThan(3);
  });
});

test.describe("scroll-to-top button", () => {
  test.use({ viewport: VIEWPORTS.phone });

  const button = (page: Page) => page.getByRole("button", { name: words.classic.backToTop, includeHidden: true });

  test("follows the threshold and the auto-hide timer, and takes the guest back to the top", async ({ page }) => {
    await page.clock.install({ time: new Date("2024-10-25T09:00:00") });
    await openPage(page, "/classic");
    await page.clock.pauseAt(new Date("2024-10-25T09:10:00"));

    await scrollTo(page, SCROLL_THRESHOLD_PX - 100);
    await expect(button(page)).toBeHidden();

    await scrollTo(page, SCROLL_THRESHOLD_PX + 100);
    await expect(button(page)).toBeVisible();
    await expect(button(page)).toHaveCSS("opacity", "1");

    await scrollTo(page, SCROLL_THRESHOLD_PX);
    await expect(button(page)).toBeHidden();

    await scrollTo(page, SCROLL_THRESHOLD_PX + 300);
    await expect(button(page)).toBeVisible();
    await page.clock.runFor(2000);
    await expect(button(page)).toBeVisible();
    await page.clock.runFor(AUTO_HIDE_MS - 2000 + 100);
    await expect(button(page)).toBeHidden();

    await scrollTo(page, SCROLL_THRESHOLD_PX + 600);
    await expect(button(page)).toBeVisible();
    await button(page).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
    await expect(button(page)).toBeHidden();
  });

  test("with reduced motion: nothing fades and the scroll is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page, "/classic");
    await scrollTo(page, 3000);
    await expect(button(page)).toBeVisible();
    await expect(button(page)).toHaveCSS("transition-property", "none");
    const afterPress = page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          window.addEventListener("scroll", () => resolve(window.scrollY), { once: true }),
        ),
    );
    await button(page).click();
    expect(await afterPress).toBe(0);
  });
});

test("a chapter's words stand by its photo on a laptop, however short", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.laptop);
  await openPage(page, "/classic");
  const gaps = await page.locator("#our-story li").evaluateAll((chapters) =>
    chapters.map((chapter) => {
      const [photo, words] = [...chapter.children];
      // A chapter a couple wrote in a line.
      for (const line of words.querySelectorAll("h3, p + h3 + p")) line.textContent = "Rome.";
      // Where its letters stand: a block's box is its column's width, whatever its words.
      const letters = [...words.querySelectorAll("p, h3")].flatMap((line) => {
        const range = document.createRange();
        range.selectNodeContents(line);
        return [...range.getClientRects()];
      });
      const [left, right] = [Math.min(...letters.map((box) => box.left)), Math.max(...letters.map((box) => box.right))];
      const picture = photo.getBoundingClientRect();
      return Math.round(Math.max(left - picture.right, picture.left - right));
    }),
  );
  // The grid's gap (3.5rem) between them, whichever side the photo takes.
  for (const gap of gaps) expect(gap).toBeLessThanOrEqual(56);
});

test("a photo still on its way stands in a faint box of its shape, not a blank", async ({ page }) => {
  // The photos never come, as on a line that drops them.
  await page.route(/\.(avif|webp|jpe?g|png)$/, () => undefined);
  await page.goto("/classic");
  const plans = new Set(FLOOR_PLANS.map((plan) => plan.alt));
  const photos = await page
    .locator("main img")
    .evaluateAll((images: HTMLImageElement[]) =>
      images.map((img) => ({ alt: img.alt, background: getComputedStyle(img).backgroundColor })),
    );
  const waiting = photos.filter(({ alt }) => !plans.has(alt));
  expect(waiting.length).toBeGreaterThan(0);
  for (const { alt, background } of waiting) expect(background, alt).not.toBe("rgba(0, 0, 0, 0)");
});

/** The widths src/content/photos.server.ts asks the image pipeline for. */
const PIPELINE_WIDTHS = [480, 960, 1600];

test.describe("photos", () => {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.laptop]) {
    test(`every image loads at ${viewport.width} px, from the image pipeline, with alt text`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPage(page, "/classic");
      const images = page.locator("main img");
      const count = await images.count();
      // The couple's photo, the story, the collage, the places' photos, the floor plan and the hotels'.
      const photographed = [...EVENT_PLACES, ...HOTELS_APART].filter((place) => place.photo).length;
      expect(count).toBe(
        (content.couplePhoto ? 1 : 0) +
          content.story.length +
          content.collage.length +
          photographed +
          FLOOR_PLANS.length,
      );
      for (let index = 0; index < count; index++) {
        const image = images.nth(index);
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveJSProperty("complete", true);
        const facts = await image.evaluate((img: HTMLImageElement) => ({
          alt: img.alt,
          natural: img.naturalWidth,
          currentSrc: img.currentSrc,
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.loading,
          shownWidth: img.getBoundingClientRect().width * devicePixelRatio,
          candidates: (img.parentElement?.querySelector("source")?.srcset ?? "").split(",").map((candidate) => {
            const [url, descriptor] = candidate.trim().split(" ");
            return { url: new URL(url, location.href).href, width: parseInt(descriptor, 10) };
          }),
          sources: [...(img.parentElement?.querySelectorAll("source") ?? [])].map((source) => ({
            type: source.type,
            widths: source.srcset.split(",").length,
            sizes: source.sizes,
          })),
        }));
        expect(PHOTO_ALTS.has(facts.alt), `"${facts.alt}" is a photo's alt in the content`).toBe(true);
        expect(facts.natural).toBeGreaterThan(0);
        expect(facts.currentSrc).toMatch(/\/assets\/.+\.avif$/);
        expect(Number(facts.width)).toBeGreaterThan(0);
        expect(Number(facts.height)).toBeGreaterThan(0);
        expect(facts.loading).toBe("lazy");
        // `sizes` is right when the file chosen is at least as wide as the image is shown.
        const chosen = facts.candidates.find((candidate) => candidate.url === facts.currentSrc);
        const widest = Math.max(...facts.candidates.map((candidate) => candidate.width));
        expect(chosen?.width ?? 0).toBeGreaterThanOrEqual(Math.min(facts.shownWidth, widest) * 0.9);
        if (viewport.width === 375) expect(chosen?.width).toBeLessThanOrEqual(960);
        // The pipeline's widths, none wider than the photo itself (the <img>'s width): a photo
        // 400 px wide has one, and its one JPEG is the <img>'s own file, with no <source>.
        const widths = new Set(PIPELINE_WIDTHS.map((width) => Math.min(width, Number(facts.width))));
        expect(facts.candidates.map((candidate) => candidate.width).sort((a, b) => a - b)).toEqual([...widths]);
        expect(facts.sources.map((source) => source.type)).toEqual(
          ["image/avif", "image/webp", "image/jpeg"].slice(0, widths.size > 1 ? 3 : 2),
        );
        for (const source of facts.sources) {
          expect(source.widths).toBe(widths.size);
          expect(source.sizes).not.toBe("");
        }
      }
    });
  }
});

test.describe("external links", () => {
  test("maps links open in new tabs", async ({ page }) => {
    await stubExternalSites(page);
    await openPage(page, "/classic");
    const mapLinks = page.getByRole("link", { name: new RegExp(words.places.openInMaps) });
    // Each place of the events with the parking near it in one card, then the hotels.
    await expect(mapLinks).toHaveCount(TRAVEL_PLACES.length);
    for (const [index, place] of TRAVEL_PLACES.entries()) {
      const link = mapLinks.nth(index);
      await expect(link).toHaveAttribute("href", place.mapsUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const [tab] = await Promise.all([page.context().waitForEvent("page"), mapLinks.first().click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(TRAVEL_PLACES[0].mapsUrl);
    expect(page.url()).toMatch(/\/classic$/);
  });

  test("the hero RSVP button and the FAQ's links open in new tabs", async ({ page }) => {
    await openPage(page, "/classic");
    const rsvp = page.locator("#hero").getByRole("link", { name: new RegExp(words.day.rsvp) });
    await expect(rsvp).toHaveAttribute("href", content.rsvpUrl);
    await expect(rsvp).toHaveAttribute("target", "_blank");
    for (const { link } of content.faq) {
      if (!link) continue;
      // Two questions may link the same words to different pages: the link is the one to this one.
      const article = page.locator("#faq").locator(`a[href="${link.url}"]`).filter({ hasText: link.label }).first();
      await expect(article).toHaveAttribute("target", "_blank");
    }
  });
});
