import { type Page } from "@playwright/test";
import { content } from "../src/content/content.server";
import { formatLongDate, formatTimeRange } from "../src/content/time";
import { GAMER_HOME, GAMER_MENU, gamerLink } from "../src/pages";
import { CONTENT_BLIND, expect, expectProblems, openPage, stubExternalSites, test, VIEWPORTS } from "./support/site";

const CHILD_PAGES = GAMER_MENU.map(gamerLink);
const ICONS = [gamerLink(GAMER_HOME).label, ...CHILD_PAGES.map((page) => page.label)];
const MENU = ["RSVP", ...CHILD_PAGES.map((page) => page.label)];

const iconBar = (page: Page) => page.getByRole("navigation", { name: "Game pages" });
const menuItems = (page: Page) => page.getByRole("navigation", { name: "Main menu" }).getByRole("listitem");
const selectedItem = (page: Page) => page.locator('[data-selected="true"]');

test.use({ viewport: VIEWPORTS.laptop });

test.describe("gamer layout", () => {
  test("the icon bar is hidden on the start screen", CONTENT_BLIND, async ({ page }) => {
    await openPage(page, "/gamer");
    await expect(iconBar(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: /back to the welcome page/ })).toHaveAttribute("href", "/");
  });

  for (const child of CHILD_PAGES) {
    test(`${child.path}: header, icon bar, one main, one h1; its icon is the current page`, async ({ page }) => {
      await openPage(page, child.path);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(child.label);
      await expect(iconBar(page)).toBeVisible();
      for (const label of ICONS)
        await expect(iconBar(page).getByRole("link", { name: label, exact: true })).toBeVisible();
      await expect(iconBar(page).getByRole("link", { name: child.label, exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(iconBar(page).locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test("the icon bar's Home goes to the start screen and its RSVP opens a new tab", async ({ page }) => {
    await stubExternalSites(page);
    await openPage(page, "/gamer/faq");
    const rsvp = iconBar(page).getByRole("link", { name: /RSVP/ });
    await expect(rsvp).toHaveAttribute("href", content.rsvpUrl);
    const [tab] = await Promise.all([page.context().waitForEvent("page"), rsvp.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(content.rsvpUrl);
    await iconBar(page)
      .getByRole("link", { name: gamerLink(GAMER_HOME).label, exact: true })
      .click();
    await expect(page).toHaveURL("/gamer");
    await expect(iconBar(page)).toHaveCount(0);
  });

  test("the icons are pixel art, each at a whole multiple of its pixel grid", CONTENT_BLIND, async ({ page }) => {
    await openPage(page, "/gamer/schedule");
    const icons = await iconBar(page)
      .locator("svg")
      .evaluateAll((svgs) =>
        (svgs as SVGSVGElement[]).map((svg) => ({
          grid: svg.viewBox.baseVal.width,
          shown: svg.getBoundingClientRect().width,
        })),
      );
    expect(icons.length).toBeGreaterThan(ICONS.length);
    for (const { grid, shown } of icons) expect(shown % grid, `${shown} px for a ${grid} px grid`).toBe(0);
  });

  test("each icon's tooltip shows on hover", CONTENT_BLIND, async ({ page }) => {
    await openPage(page, "/gamer/schedule");
    for (const label of ICONS) {
      const link = iconBar(page).getByRole("link", { name: label, exact: true });
      const tooltip = link.locator("[data-tooltip]");
      await expect(tooltip).toBeHidden();
      await link.hover();
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveText(label);
    }
  });

  test("each icon's tooltip shows on keyboard focus", CONTENT_BLIND, async ({ page }) => {
    await openPage(page, "/gamer/schedule");
    await page.getByRole("link", { name: /back to the welcome page/ }).focus();
    for (const label of ICONS) {
      await page.keyboard.press("Tab");
      if (label === ICONS[Math.ceil(ICONS.length / 2)]) await page.keyboard.press("Tab"); // past the RSVP button in the middle
      const link = iconBar(page).getByRole("link", { name: label, exact: true });
      await expect(link).toBeFocused();
      await expect(link.locator("[data-tooltip]")).toBeVisible();
    }
  });
});

test.describe("start menu", () => {
  test("lists RSVP and the five pages", async ({ page }) => {
    await openPage(page, "/gamer");
    await expect(menuItems(page)).toHaveText(MENU.map((label) => new RegExp(label)));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(content.couple.partnerOne);
  });

  test("works with the mouse", CONTENT_BLIND, async ({ page }) => {
    await openPage(page, "/gamer");
    await expect(selectedItem(page)).toHaveText(/RSVP/);
    await menuItems(page).nth(4).hover();
    await expect(selectedItem(page)).toHaveText(/Registry/);
    await menuItems(page).nth(2).getByRole("link").click();
    await expect(page).toHaveURL("/gamer/schedule");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule");
  });

  test("works with the keyboard: Up, Down, W, S move the cursor, Enter chooses", CONTENT_BLIND, async ({ page }) => {
    await openPage(page, "/gamer");
    await page.keyboard.press("ArrowDown");
    await expect(selectedItem(page)).toHaveText(/Our Story/);
    await expect(menuItems(page).nth(1).getByRole("link")).toBeFocused();
    await page.keyboard.press("s");
    await page.keyboard.press("S");
    await expect(selectedItem(page)).toHaveText(/Travel/);
    await page.keyboard.press("w");
    await expect(selectedItem(page)).toHaveText(/Schedule/);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(selectedItem(page)).toHaveText(/RSVP/);
    await page.keyboard.press("ArrowUp");
    await expect(selectedItem(page)).toHaveText(/FAQ/);
    await expect(menuItems(page).nth(5).getByRole("link")).toBeFocused();
    await expect(selectedItem(page).locator("span[aria-hidden]").first()).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/gamer/faq");
  });

  test(
    "every item, RSVP included, takes the one selected colour, and no web underline",
    CONTENT_BLIND,
    async ({ page }) => {
      await openPage(page, "/gamer");
      const looks = new Set<string>();
      for (const label of MENU) {
        await menuItems(page).filter({ hasText: label }).getByRole("link").hover();
        const link = selectedItem(page).getByRole("link");
        await expect(link).toContainText(label);
        looks.add(
          await link.evaluate(
            (element) => `${getComputedStyle(element).color} ${getComputedStyle(element).textDecorationLine}`,
          ),
        );
      }
      await page.keyboard.press("ArrowDown");
      const focused = page.locator(":focus");
      looks.add(
        await focused.evaluate(
          (element) => `${getComputedStyle(element).color} ${getComputedStyle(element).textDecorationLine}`,
        ),
      );
      expect([...looks]).toEqual(["rgb(255, 213, 74) none"]);
    },
  );

  test("Enter before any move starts the selected item: RSVP in a new tab", async ({ page }) => {
    await stubExternalSites(page);
    await openPage(page, "/gamer");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), page.keyboard.press("Enter")]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(content.rsvpUrl);
  });

  test("the cursor blinks and the item nudges, but not under reduced motion", CONTENT_BLIND, async ({ page }) => {
    await openPage(page, "/gamer");
    const cursor = selectedItem(page).locator("span[aria-hidden]").first();
    await expect(cursor).toHaveCSS("animation-name", "blink");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(cursor).toHaveCSS("animation-name", "none");
    await expect(selectedItem(page).getByRole("link")).toHaveCSS("translate", "none");
  });
});

test.describe("our story", () => {
  const panel = (page: Page) => page.getByRole("tabpanel");

  async function expectChapter(page: Page, index: number) {
    const chapter = content.story[index];
    await expect(page.getByRole("tab", { name: chapter.gamerYear })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { selected: true })).toHaveCount(1);
    await expect(panel(page)).toContainText(chapter.text);
    await expect(panel(page).getByRole("img")).toHaveAttribute("alt", chapter.photo.alt);
  }

  const years = content.story.map((chapter) => chapter.gamerYear);
  const last = content.story.length - 1;
  const tab = (page: Page, index: number) => page.getByRole("tab", { name: years[index], exact: true });

  test("a year tab for each chapter, the first selected, the panel naming its tab", async ({ page }) => {
    await openPage(page, "/gamer/our-story");
    await expect(page.getByRole("tab")).toHaveText(years);
    await expectChapter(page, 0);
    await expect(panel(page)).toHaveAttribute("aria-labelledby", (await tab(page, 0).getAttribute("id")) ?? "");
  });

  test("a tab click shows its photo and paragraph", async ({ page }) => {
    await openPage(page, "/gamer/our-story");
    await tab(page, last).click();
    await expectChapter(page, last);
  });

  test("arrow keys, Home and End move between tabs", CONTENT_BLIND, async ({ page }) => {
    await openPage(page, "/gamer/our-story");
    await tab(page, 0).focus();
    await page.keyboard.press("ArrowRight");
    await expectChapter(page, 1);
    await expect(tab(page, 1)).toBeFocused();
    await page.keyboard.press("End");
    await expectChapter(page, last);
    await page.keyboard.press("ArrowRight");
    await expectChapter(page, 0);
    await page.keyboard.press("ArrowLeft");
    await expectChapter(page, last);
    await page.keyboard.press("Home");
    await expectChapter(page, 0);
    await expect(tab(page, 0)).toBeFocused();
  });

  test("a thumbnail shows its chapter", async ({ page }) => {
    await openPage(page, "/gamer/our-story");
    const thumbnails = page.getByRole("list", { name: "Chapters" }).getByRole("button");
    await expect(thumbnails).toHaveCount(content.story.length);
    await thumbnails.nth(last).click();
    await expectChapter(page, last);
    await expect(thumbnails.nth(last)).toHaveAttribute("aria-pressed", "true");
    await thumbnails.nth(1).click();
    await expectChapter(page, 1);
  });
});

test.describe("gamer pages' content", () => {
  test("schedule: a card for each item, the venue, the date, the hours and the address", async ({ page }) => {
    await openPage(page, "/gamer/schedule");
    const main = page.getByRole("main");
    await expect(main.locator("ol > li")).toHaveCount(content.schedule.length);
    for (const item of content.schedule) await expect(main).toContainText(item.title);
    await expect(main).toContainText(content.venue.name);
    await expect(main).toContainText(formatLongDate(content.wedding.date));
    await expect(main).toContainText(formatTimeRange(content.wedding.startTime, content.wedding.endTime));
    await expect(main).toContainText(`${content.venue.streetAddress}, ${content.venue.cityZip}`);
  });

  test("schedule: on a phone the address breaks between the street and the city, not inside either", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, "/gamer/schedule");
    const parts = [content.venue.streetAddress, content.venue.cityZip];
    const address = page.getByRole("main").locator("p", { hasText: content.venue.streetAddress });
    const layout = await address.evaluate((line, parts) => {
      const panel = line.parentElement;
      const icon = line.querySelector("svg");
      if (!panel || !icon) throw new Error("the address line has no panel around it or no pin");
      // The width a part may take on a line of its own, beside the pin wherever the pin goes.
      const available =
        panel.clientWidth -
        parseFloat(getComputedStyle(panel).paddingLeft) -
        parseFloat(getComputedStyle(panel).paddingRight) -
        icon.getBoundingClientRect().width -
        parseFloat(getComputedStyle(icon).marginLeft) -
        parseFloat(getComputedStyle(icon).marginRight) -
        (parseFloat(getComputedStyle(line).columnGap) || 0);
      const textNodes: Text[] = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);
      return parts.map((part) => {
        const node = textNodes.find((text) => text.data.includes(part));
        if (!node) throw new Error(`"${part}" is not in the address line`);
        const range = document.createRange();
        range.setStart(node, node.data.indexOf(part));
        range.setEnd(node, node.data.indexOf(part) + part.length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        const probe = document.createElement("span");
        probe.style.whiteSpace = "nowrap";
        probe.textContent = part;
        line.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return { part, lines, fits: width <= available + 0.5 };
      });
    }, parts);
    // A part longer than a line has to break inside itself; any other break belongs between the parts.
    for (const { part, lines, fits } of layout) if (fits) expect(lines, `"${part}" on one line`).toBe(1);
  });

  test("travel: the floor plan opens full size, its largest rendition, for a phone to zoom into", async ({
    page,
    pageProblems,
  }) => {
    await openPage(page, "/gamer/travel");
    const plan = page.getByRole("img", { name: content.travel.floorPlan.alt });
    const shown = await plan.evaluate((img: HTMLImageElement) => img.naturalWidth);
    const link = page.getByRole("link", { name: "See the floor plan full size" });
    const response = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    await link.click();
    await expect(page).toHaveURL(/\.jpe?g$/);
    const full = await page.evaluate(() => document.querySelector("img")?.naturalWidth ?? 0);
    expect(full).toBeGreaterThanOrEqual(shown);
    // Chromium draws an image opened alone in a document of its own, whose inline styles (centring,
    // the zoom cursor) the site's policy on every response blocks; the photo itself shows, whole.
    const imageViewer = /^error: Applying inline style violates .*'style-src 'self''/;
    expectProblems(pageProblems, imageViewer);
  });

  test("travel: addresses with maps links, notes, floor plan and lodging", async ({ page }) => {
    await openPage(page, "/gamer/travel");
    const main = page.getByRole("main");
    for (const text of [
      content.venue.streetAddress,
      content.parking.streetAddress,
      content.travel.drivingNote,
      content.parking.note,
    ]) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByRole("img", { name: content.travel.floorPlan.alt })).toBeVisible();
    const places = [content.venue, content.parking, ...content.hotels];
    const maps = main.getByRole("link", { name: /Open map/ });
    await expect(maps).toHaveCount(places.length);
    for (const [index, place] of places.entries()) {
      await expect(maps.nth(index)).toHaveAttribute("href", place.mapsUrl);
      await expect(maps.nth(index)).toHaveAttribute("target", "_blank");
    }
    for (const hotel of content.hotels) await expect(main.getByRole("img", { name: hotel.photo.alt })).toBeVisible();
  });

  test("registry: the text and both handles (their actions and QR codes: registry.spec.ts)", async ({ page }) => {
    await openPage(page, "/gamer/registry");
    const main = page.getByRole("main");
    await expect(main).toContainText(content.registry.text);
    await expect(main).toContainText(content.registry.venmoHandle);
    await expect(main).toContainText(content.registry.zelleContact);
  });

  test("FAQ: a row for each question, alternating red and green, with AA contrast on both", async ({ page }) => {
    await openPage(page, "/gamer/faq");
    const rows = page.getByRole("main").getByRole("listitem");
    await expect(rows).toHaveCount(content.faq.length);
    const colours = await rows.evaluateAll((items) => {
      const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const luminance = ([r, g, b]: number[]) =>
        [r, g, b]
          .map((channel) => channel / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
      return items.map((item) => {
        const background = rgb(getComputedStyle(item).backgroundColor);
        const texts = [...item.querySelectorAll("h2, p, a")].map((element) => rgb(getComputedStyle(element).color));
        const contrast = (fg: number[]) => {
          const [light, dark] = [luminance(fg), luminance(background)].sort((a, b) => b - a);
          return (light + 0.05) / (dark + 0.05);
        };
        return { background, lowestContrast: Math.min(...texts.map(contrast)) };
      });
    });
    colours.forEach(({ background: [r, g], lowestContrast }, index) => {
      if (index % 2 === 0) expect(r, `row ${index} is red`).toBeGreaterThan(g * 2);
      else expect(g, `row ${index} is green`).toBeGreaterThan(r * 2);
      expect(lowestContrast, `row ${index} text contrast`).toBeGreaterThanOrEqual(4.5);
    });
  });
});

test.describe("gamer images", () => {
  for (const path of ["/gamer/our-story", "/gamer/travel"]) {
    test(`${path}: every image loads, with alt text`, async ({ page }) => {
      await openPage(page, path);
      // Photos only: a blurred preview under a first-screen photo is decorative. The story's
      // other chapters wait, hidden, for their tab.
      const images = page.locator("main picture img:visible");
      expect(await images.count()).toBeGreaterThanOrEqual(3);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveJSProperty("complete", true);
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(10);
      }
    });
  }

  test("the background scene is drawn pixelated, whatever the screen", CONTENT_BLIND, async ({ page }) => {
    await openPage(page, "/gamer");
    const scene = await page.evaluate(() => {
      const element = [...document.querySelectorAll<HTMLElement>("[aria-hidden]")].find((node) =>
        getComputedStyle(node).backgroundImage.startsWith("url("),
      );
      if (!element) return null;
      const style = getComputedStyle(element);
      return { image: style.backgroundImage, rendering: style.imageRendering, size: style.backgroundSize };
    });
    expect(scene?.image).toMatch(/^url\(/);
    expect(scene?.rendering).toBe("pixelated");
    expect(scene?.size).toBe("cover");
  });
});

test.describe("the scene", () => {
  test("no star and no moon sits behind a title: they keep to the margins beside the page's column", async ({
    page,
  }) => {
    // The narrowest screen with margins, and a wide one.
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of ["/gamer", ...CHILD_PAGES.map((child) => child.path), "/gamer/no-such-page"]) {
        await page.goto(path);
        const { layers, overlaps } = await page.evaluate(() => {
          const boxes = (selector: string) =>
            [...document.querySelectorAll<HTMLElement>(selector)]
              .filter((element) => element.checkVisibility())
              .map((element) => ({
                name: element.dataset.sceneLayer ?? element.textContent,
                box: element.getBoundingClientRect(),
              }));
          const layers = boxes("[data-scene-layer]");
          const titles = boxes("h1, h2, main > div > p");
          const overlaps = layers.flatMap((layer) =>
            titles
              .filter(
                ({ box }) =>
                  box.left < layer.box.right &&
                  layer.box.left < box.right &&
                  box.top < layer.box.bottom &&
                  layer.box.top < box.bottom,
              )
              .map((title) => `${layer.name} behind "${title.name}"`),
          );
          return { layers: layers.length, overlaps };
        });
        expect(layers, `${path} at ${viewport.width} px draws its stars and moon`).toBeGreaterThan(0);
        expect(overlaps, `${path} at ${viewport.width} px`).toEqual([]);
      }
    }
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("FAQ questions are at least 14 px, and a wrapped one's lines start in one column", async ({ page }) => {
    await openPage(page, "/gamer/faq");
    const questions = await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .evaluateAll((headings) =>
        headings.map((heading) => {
          const words = heading.lastElementChild as HTMLElement;
          const lines = [...words.getClientRects()];
          return {
            size: parseFloat(getComputedStyle(words).fontSize),
            lefts: lines.map((line) => Math.round(line.left)),
          };
        }),
      );
    expect(questions).toHaveLength(content.faq.length);
    for (const { size, lefts } of questions) {
      expect(size).toBeGreaterThanOrEqual(14);
      expect(new Set(lefts).size).toBe(1);
    }
  });
});
