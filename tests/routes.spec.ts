import type { Site } from "../src/site/site.server";
import { eventPlaces, hotelPlaces, parkingPlaces, siteEvents } from "../src/site/events.server";
import { giftWays } from "../src/site/gifts.server";
import { samePageIn } from "../src/language-paths";
import { content, DEFAULT_LANGUAGE, languageOfPath, LANGUAGES, ownSite, timeRange, wordsAt } from "./support/content";
import { expect, PAGE_PATHS, test, UNKNOWN_PATHS, waitForHydration } from "./support/fixtures";

/** Text each route's HTML must hold before any JavaScript runs, in the language of the site given, by its path in the default one. */
function prerenderedText(site: Site): Record<string, string[]> {
  const { content, coupleNames, words, dates } = site;
  const zoneName = dates.zone(content.wedding.date).name;
  const events = siteEvents(content);
  const hotels = hotelPlaces(content);
  return {
    "/": [words.welcome, content.couple.partnerOne, content.couple.partnerTwo, words.bestOnComputer],
    "/classic": [coupleNames, words.announcement, content.story[0].text, zoneName, content.faq.at(-1)?.question ?? ""],
    "/gamer": [
      content.couple.partnerOne,
      content.couple.partnerTwo,
      words.day.rsvp,
      words.pages.story.title,
      words.pages.travel.title,
    ],
    "/gamer/our-story": [...content.story.map((chapter) => chapter.gamerYear), content.story[0].text],
    "/gamer/schedule": [
      ...events.flatMap((event) => [
        event.place.name,
        dates.dateLine(event.date),
        timeRange(event.startTime, event.endTime, site),
        ...event.schedule.map((item) => item.title),
      ]),
      zoneName,
    ],
    "/gamer/travel": [
      ...[...eventPlaces(content).map((held) => held.place), ...parkingPlaces(content), ...hotels].map(
        (place) => place.streetAddress,
      ),
      ...(content.travel?.drivingNote ? [content.travel.drivingNote] : []),
      ...hotels.map((hotel) => hotel.name),
    ],
    "/gamer/registry": [
      content.registry.text,
      ...giftWays(content.registry.gifts, words.gifts).map((gift) => gift.onCard),
    ],
    "/gamer/faq": content.faq.flatMap((item) => [item.question, item.answer]),
  };
}

/** Text as React writes it into HTML. */
const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;");

// That each page hydrates with no console error or warning, every-page.spec.ts's visit of it checks (pageProblems).
test.describe("prerendered routes", () => {
  for (const path of PAGE_PATHS) {
    test(`${path} answers 200 with its text in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      expect(response.headers()["cache-control"]).toBe("no-cache");
      const html = await response.text();
      // The words as a reader gets them: a name kept whole ("St. Catherine's") is a box of its own in the markup.
      const shown = html.replace(/<[^>]*>/g, "");
      const language = languageOfPath(path);
      for (const text of prerenderedText(ownSite(language))[samePageIn(LANGUAGES, path, DEFAULT_LANGUAGE)]) {
        expect(shown, path).toContain(escapeHtml(text));
      }
      // The page's one address on the couple's domain, for link previews and search engines.
      expect(html).toContain(
        `<link rel="canonical" href="${escapeHtml(new URL(path, content.site.publicUrl).href)}"/>`,
      );
    });
  }

  test("hashed assets are cached for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = html.match(/\/assets\/[^"]+\.js/)?.[0] ?? "(no script in the HTML)";
    const response = await request.get(script);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test.describe("404 page", () => {
  for (const path of UNKNOWN_PATHS) {
    test(`${path} answers 404 with ${path.startsWith("/gamer/") ? "the game's" : "the"} 404 page and a working Home link`, async ({
      page,
    }) => {
      const pageWords = wordsAt(path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page.getByText(pageWords.notFound.title)).toBeVisible();
      await expect(page.getByText(pageWords.notFound.subLine)).toBeVisible();
      // A mistyped game address stays in the game: its own 404 screen, which offers to continue.
      const inTheGame = path.startsWith("/gamer/");
      await expect(page.getByText(pageWords.game.gameOver, { exact: true })).toHaveCount(inTheGame ? 1 : 0);
      await expect(page.getByText(pageWords.game.continue, { exact: true })).toHaveCount(inTheGame ? 1 : 0);
      await waitForHydration(page);
      expect(page.url()).toContain(path);
      await page.getByRole("link", { name: pageWords.notFound.home }).click();
      await expect(page).toHaveURL("/");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(content.couple.partnerOne);
    });
  }
});
