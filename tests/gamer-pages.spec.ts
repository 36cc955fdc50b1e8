import { GAMER_MENU } from "../src/pages";
import { addressText } from "../src/ui/places/PostalAddress";
import { content, gifts, dates, timeRange, words } from "./support/content";
import {
  EVENT_PLACES,
  EVENTS,
  expect,
  expectProblems,
  FLOOR_PLANS,
  HOTELS,
  HOTELS_APART,
  MOMENTS,
  openPage,
  PARKING,
  PHOTO_ALTS,
  test,
  TRAVEL_PLACES,
  VIEWPORTS,
} from "./support/fixtures";

/** The game's pages of content: schedule, travel, registry and FAQ, and their images. */

test.use({ viewport: VIEWPORTS.laptop });

test.describe("gamer pages' content", () => {
  test("schedule: for each event its place, date, hours and address, and a card for each of its moments", async ({
    page,
  }) => {
    await openPage(page, "/gamer/schedule");
    const main = page.getByRole("main");
    await expect(main.locator("ol > li")).toHaveCount(MOMENTS.length);
    for (const item of MOMENTS) await expect(main).toContainText(item.title);
    for (const event of EVENTS) {
      if (EVENTS.length > 1) await expect(main).toContainText(event.name);
      await expect(main).toContainText(event.place.name);
      await expect(main).toContainText(dates.dateLine(event.date));
      await expect(main).toContainText(timeRange(event.startTime, event.endTime));
      await expect(main).toContainText(addressText(event.place));
    }
  });

  test("schedule: a weekend's events are quests, one panel each, in order, each with its own calendar link", async ({
    page,
  }) => {
    await openPage(page, "/gamer/schedule");
    const quests = page.getByRole("main").locator("section");
    await expect(quests).toHaveCount(EVENTS.length);
    for (const [index, event] of EVENTS.entries()) {
      const quest = quests.nth(index);
      // The quest's own heading comes first; a wedding of one event heads its moments at the same level.
      await expect(quest.getByRole("heading", { level: 2 }).first()).toHaveText(
        EVENTS.length > 1 ? event.name : event.place.name,
      );
      await expect(quest.locator("ol > li")).toHaveCount(event.schedule.length);
      if (EVENTS.length > 1)
        await expect(quest.getByRole("link", { name: new RegExp(words.calendar.google) })).toHaveCount(1);
      // A streamed event links its stream, on any date: guests who cannot travel find it ahead of the day.
      const live = quest.getByRole("link", { name: new RegExp(`^${words.day.watchLive}`) });
      await expect(live).toHaveCount(event.livestream ? 1 : 0);
      if (event.livestream) await expect(live).toHaveAttribute("href", event.livestream);
    }
  });

  test("schedule: on a phone the address breaks between the street and the city, not inside either", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openPage(page, "/gamer/schedule");
    const { place } = EVENTS[0];
    const parts = [place.streetAddress, place.cityZip];
    const address = page.getByRole("main").locator("p", { hasText: place.streetAddress }).first();
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
      // Each part is a box of its own, its compounds kept whole inside it ("31-008 Kraków").
      const boxes = [...line.querySelectorAll<HTMLElement>("span.inline-block")];
      return parts.map((part) => {
        const box = boxes.find((each) => each.textContent?.includes(part));
        if (!box) throw new Error(`"${part}" is not in the address line`);
        const range = document.createRange();
        range.selectNodeContents(box);
        // A letter drawn from another face (the pixel face has no "é") is a run of its own, a little
        // higher or lower: a new line is one that starts more than half a line below the last.
        const rects = [...range.getClientRects()];
        const lines = rects.filter(
          (rect, index) => index === 0 || rect.top - rects[index - 1].top > rect.height / 2,
        ).length;
        const probe = document.createElement("span");
        probe.style.whiteSpace = "nowrap";
        // The street is written with its comma, which must fit on its line too.
        probe.textContent = box.textContent;
        line.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return { part, lines, fits: width <= available + 0.5 };
      });
    }, parts);
    // A part longer than a line has to break inside itself; any other break belongs between the parts.
    for (const { part, lines, fits } of layout) if (fits) expect(lines, `"${part}" on one line`).toBe(1);
  });

  // A couple without a floor plan has none to open.
  const [floorPlan] = FLOOR_PLANS;
  if (floorPlan)
    test("travel: the floor plan opens full size, its largest rendition, for a phone to zoom into", async ({
      page,
      pageProblems,
    }) => {
      await openPage(page, "/gamer/travel");
      const plan = page.getByRole("img", { name: floorPlan.alt });
      const shown = await plan.evaluate((img: HTMLImageElement) => img.naturalWidth);
      const link = page.getByRole("link", { name: words.places.floorPlanFullSize }).first();
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

  test("travel: addresses with maps links, what the couple says of each place, notes, floor plan and lodging", async ({
    page,
  }) => {
    await openPage(page, "/gamer/travel");
    const main = page.getByRole("main");
    const { drivingNote, walkingNote } = content.travel ?? {};
    for (const text of [
      ...[...EVENT_PLACES, ...PARKING].flatMap((place) => [place.streetAddress, place.description]),
      ...PARKING.map((lot) => lot.note),
      drivingNote,
      walkingNote,
    ]) {
      if (text) await expect(main).toContainText(text);
    }
    for (const plan of FLOOR_PLANS) await expect(main.getByRole("img", { name: plan.alt })).toBeVisible();
    // Where the events are, each followed by where to park near it, then where to stay; a section with none is not there.
    const maps = main.getByRole("link", { name: new RegExp(words.places.openMap) });
    await expect(maps).toHaveCount(TRAVEL_PLACES.length);
    for (const [index, place] of TRAVEL_PLACES.entries()) {
      await expect(maps.nth(index)).toHaveAttribute("href", place.mapsUrl);
      await expect(maps.nth(index)).toHaveAttribute("target", "_blank");
    }
    await expect(main.getByRole("heading", { name: words.game.inns })).toHaveCount(HOTELS_APART.length > 0 ? 1 : 0);
    // Each hotel once, with its photo: among the places where it holds an event, else under the inns.
    for (const { photo } of HOTELS) {
      // Two hotels may share a description; each is shown.
      if (photo) await expect(main.getByRole("img", { name: photo.alt, exact: true }).first()).toBeVisible();
    }
  });

  test("travel: a map's button stands under its address where the place's words stand beside them", async ({
    page,
  }) => {
    await openPage(page, "/gamer/travel");
    // Each place's words made taller than its heading and address: they must not push its button down.
    const gaps = await page.evaluate(() => {
      const told = [...document.querySelectorAll("main .pixel-frame p.text-2xl")];
      for (const words of told) words.textContent = `${words.textContent} `.repeat(4);
      return [...document.querySelectorAll("main .pixel-frame")].flatMap((panel) => {
        const address = panel.querySelector("address")?.getBoundingClientRect();
        const button = panel.querySelector("a[href^='http']")?.getBoundingClientRect();
        const words = told.find((paragraph) => panel.contains(paragraph))?.getBoundingClientRect();
        const beside = address && words && words.left >= address.right;
        return beside && button ? [Math.round(button.top - address.bottom)] : [];
      });
    });
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(24);
  });

  test("travel: the driving note's panel is as wide as the places' row, or plainly narrower, at every width", async ({
    page,
  }) => {
    test.skip(!content.travel?.drivingNote, "the content has no driving note");
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await openPage(page, "/gamer/travel");
      const [note, places] = await page.evaluate(() => {
        // The note made long enough to fill its lines, whatever the couple wrote.
        const words = document.querySelector("main .pixel-frame p");
        if (words) words.append(` ${words.textContent}`.repeat(3));
        const [first, ...others] = [...document.querySelectorAll("main .pixel-frame")].map((panel) =>
          panel.getBoundingClientRect(),
        );
        // The places' row: a panel alone, or two side by side.
        return [
          first.width,
          Math.max(...others.map((panel) => panel.right)) - Math.min(...others.map((panel) => panel.left)),
        ];
      });
      const at = `at ${viewport.width} px`;
      if (Math.abs(note - places) > 1) expect(places - note, `${at}: the note's panel, narrower`).toBeGreaterThan(96);
    }
  });

  test("travel on a phone: each heading over the panels starts where the panel under it shows its frame", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openPage(page, "/gamer/travel");
    const edges = await page.evaluate(() =>
      [...document.querySelectorAll("main h2")].map((heading) => {
        // The frame's white edge is drawn 4 px outside the panel's box (its outer 4 px are black, lost on the night).
        const panel = heading.nextElementSibling?.querySelector(".pixel-frame");
        return [heading.getBoundingClientRect().left, (panel?.getBoundingClientRect().left ?? NaN) - 4];
      }),
    );
    expect(edges.length).toBeGreaterThan(0);
    for (const [heading, frame] of edges) expect(heading).toBeCloseTo(frame, 0);
  });

  test("registry: the text and every way to give (their actions and QR codes: registry.spec.ts)", async ({ page }) => {
    await openPage(page, "/gamer/registry");
    const main = page.getByRole("main");
    await expect(main).toContainText(content.registry.text);
    for (const gift of gifts) await expect(main).toContainText(gift.onCard);
  });

  test("FAQ: a row for each question, its language's question mark before it, alternating red and green, with AA contrast on both", async ({
    page,
  }) => {
    await openPage(page, "/gamer/faq");
    const rows = page.getByRole("main").getByRole("listitem");
    await expect(rows).toHaveCount(content.faq.length);
    for (const mark of await rows.locator("h2 > [aria-hidden=true]").allTextContents())
      expect(mark.trim()).toBe(words.game.questionMark);
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

test("on a phone, every game page's widest panels stand as far from the screen's edges", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const insets: { path: string; inset: number }[] = [];
  for (const { path } of GAMER_MENU) {
    await openPage(page, path);
    const panels = await page.locator("main .pixel-frame.bg-panel").evaluateAll((elements) =>
      elements.map((element) => {
        const { left, right } = element.getBoundingClientRect();
        return { left, right: document.documentElement.clientWidth - right };
      }),
    );
    // The widest: a panel in a row of two stands further in.
    const widest = Math.min(...panels.map(({ left, right }) => left + right));
    for (const { left, right } of panels.filter((panel) => panel.left + panel.right === widest))
      insets.push({ path, inset: left }, { path, inset: right });
  }
  expect(insets.length).toBeGreaterThan(0);
  for (const { path, inset } of insets) expect(inset, path).toBeCloseTo(insets[0].inset, 0);
});

test.describe("gamer images", () => {
  // The photos each page shows: the story's first chapter and a thumbnail of each (the other
  // chapters wait, hidden, for their tab); the floor plan and each hotel's photo.
  for (const [path, count] of [
    ["/gamer/our-story", 1 + content.story.length],
    ["/gamer/travel", FLOOR_PLANS.length + HOTELS.filter((hotel) => hotel.photo).length],
  ] as const) {
    test(`${path}: every image loads, with alt text`, async ({ page }) => {
      await openPage(page, path);
      // Photos only: a blurred preview under a first-screen photo is decorative.
      const images = page.locator("main picture img:visible");
      await expect(images).toHaveCount(count);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveJSProperty("complete", true);
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        expect(PHOTO_ALTS.has((await image.getAttribute("alt")) ?? "")).toBe(true);
      }
    });

    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.laptop])
      test(`${path} at ${viewport.width} px: the couple's photos are pixel art, a few hundred pixels in few colours, drawn with square pixels where they are drawn larger`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await openPage(page, path);
        for (const image of await page.locator("main picture img:visible").all()) {
          await image.scrollIntoViewIfNeeded();
          await expect(image).toHaveJSProperty("complete", true);
          const drawn = await image.evaluate(async (img: HTMLImageElement) => {
            // Its colours, counted on a canvas at its own size.
            const canvas = Object.assign(document.createElement("canvas"), {
              width: img.naturalWidth,
              height: img.naturalHeight,
            });
            const context = canvas.getContext("2d");
            context?.drawImage(img, 0, 0);
            const pixels = context?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
            const colours = new Set<number>();
            for (let i = 0; i < pixels.length; i += 4)
              colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
            return {
              width: img.naturalWidth,
              colours: colours.size,
              rendering: getComputedStyle(img).imageRendering,
              alt: img.alt,
              // Nearest-neighbour scaling down drops whole rows and columns of pixels: a floor plan's hairlines and names.
              shrunk: img.getBoundingClientRect().width * devicePixelRatio < img.naturalWidth,
            };
          });
          // A photo keeps its square pixels even as a thumbnail a little smaller than itself.
          const plan = FLOOR_PLANS.some((floorPlan) => floorPlan.alt === drawn.alt);
          expect(drawn.rendering).toBe(plan && drawn.shrunk ? "auto" : "pixelated");
          expect(drawn.width).toBeLessThanOrEqual(400);
          expect(drawn.colours).toBeLessThanOrEqual(16);
        }
      });
  }

  test("the background scene is drawn pixelated, whatever the screen", async ({ page }) => {
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
