import { type APIRequestContext, type Locator } from "@playwright/test";
import ICAL from "ical.js";
import { content, dates, fill, timeRange, words, writtenContent } from "./support/content";
import { zoneInFull } from "../src/site/dates.server";
import { ANY_DATE, EVENTS, expect, MAIN_EVENT, MOMENTS, openPage, test } from "./support/fixtures";
import { AFTER_THE_DAY, FOLLOWED_DAY } from "./support/clock";

const { wedding } = content;
const compact = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d{3}/g, "");

async function fetchEvents(request: APIRequestContext) {
  const response = await request.get("/wedding.ics");
  const vevents = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents("vevent");
  return { response, events: vevents.map((vevent) => new ICAL.Event(vevent)) };
}

test("/wedding.ics is a calendar file with each of the couple's events, at its place", async ({ request }) => {
  const { response, events } = await fetchEvents(request);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(events).toHaveLength(EVENTS.length);
  // As the couple wrote them: the pages' typesetting stays on the pages.
  const { couple, places } = writtenContent;
  writtenContent.events.forEach((event, index) => {
    const place = places[event.place];
    expect(events[index].summary).toContain(couple.partnerOne);
    expect(events[index].summary).toContain(couple.partnerTwo);
    expect(events[index].location).toBe(`${place.name}, ${place.streetAddress}, ${place.cityZip}`);
  });
});

/** The instants of each event the calendar file holds, as Google's link writes them. */
async function icsDates(request: APIRequestContext) {
  const { events } = await fetchEvents(request);
  return events.map((event) => `${compact(event.startDate.toJSDate())}/${compact(event.endDate.toJSDate())}`);
}

/** The file once, and a Google Calendar link for each of `dates`' events, at their times. */
async function expectCalendarLinks(place: Locator, dates: string[]) {
  const file = place.getByRole("link", { name: words.calendar.add });
  await expect(file).toHaveCount(1);
  await expect(file).toHaveAttribute("href", "/wedding.ics");
  await expect(file).toHaveAttribute("download");
  const google = place.getByRole("link", { name: new RegExp(words.calendar.google) });
  await expect(google).toHaveCount(dates.length);
  for (const [index, link] of (await google.all()).entries()) {
    const url = new URL((await link.getAttribute("href")) ?? "");
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("dates")).toBe(dates[index]);
    expect(url.searchParams.get("ctz")).toBe(wedding.timeZone);
    await expect(link).toHaveAttribute("target", "_blank");
  }
}

// On any date a guest opens the page until the day is over: then there is nothing to add, and the links go.
for (const { name, clockAt } of ANY_DATE) {
  test.describe(`add to calendar, opened ${name}`, () => {
    test.use({ clockAt });
    const over =
      FOLLOWED_DAY !== null && (clockAt === "real" ? Date.now() : clockAt.getTime()) >= Date.parse(FOLLOWED_DAY.end);

    test("the classic schedule offers the file and Google Calendar, at the events' times", async ({
      page,
      request,
    }) => {
      const dates = await icsDates(request);
      await openPage(page, "/classic");
      if (over) await expect(page.locator("#schedule").getByRole("link", { name: words.calendar.add })).toBeHidden();
      else await expectCalendarLinks(page.locator("#schedule"), dates);
    });

    test("so does the gamer schedule", async ({ page, request }) => {
      const dates = await icsDates(request);
      await openPage(page, "/gamer/schedule");
      if (over) await expect(page.getByRole("main").getByRole("link", { name: words.calendar.add })).toBeHidden();
      else await expectCalendarLinks(page.getByRole("main"), dates);
    });
  });
}

test.describe("the day after", () => {
  test.use({ clockAt: AFTER_THE_DAY });

  test("the classic schedule offers no calendar, no event's own link and no stream: they are gone", async ({
    page,
  }) => {
    test.skip(FOLLOWED_DAY === null, "the content keeps the invitation on every date (followTheDay: false)");
    await openPage(page, "/classic");
    for (const name of [words.calendar.add, words.calendar.google, words.day.watchLive])
      await expect(page.locator("#schedule").getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
    await expect(page.locator("#schedule a[download]")).toHaveCount(0);
  });

  test("the game's schedule offers no calendar and no stream either", async ({ page }) => {
    test.skip(FOLLOWED_DAY === null, "the content keeps the invitation on every date (followTheDay: false)");
    await openPage(page, "/gamer/schedule");
    for (const name of [words.calendar.add, words.calendar.google, words.day.watchLive])
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(name) })).toHaveCount(0);
  });

  test("on the game's schedule, a first screen, the file's link keeps its room unseen: nothing under it moves", async ({
    page,
  }) => {
    test.skip(FOLLOWED_DAY === null, "the content keeps the invitation on every date (followTheDay: false)");
    await openPage(page, "/gamer/schedule");
    const file = page.getByRole("main").locator("a[download]");
    await expect(file).toBeHidden();
    expect(await file.evaluate((link) => link.getBoundingClientRect().height)).toBeGreaterThan(0);
  });
});

test.describe("on a phone set to Tokyo time", () => {
  test.use({ timezoneId: "Asia/Tokyo" });
  const venueZone = dates.zone(wedding.date);

  test("the classic page keeps the venue's times and names its zone in the schedule", async ({ page }) => {
    await openPage(page, "/classic");
    // The invitation gives the hour as the couple's language does ("14:30 Uhr"), the zone left to the schedule.
    await expect(page.locator("#hero")).toContainText(
      fill(words.invitationTime, { time: dates.time(MAIN_EVENT.startTime) }),
    );
    const schedule = page.locator("#schedule");
    for (const item of MOMENTS) await expect(schedule).toContainText(dates.time(item.time));
    // Its short name after its full one, where the full one does not already say it.
    await expect(schedule).toContainText(zoneInFull(venueZone));
  });

  test("the gamer schedule too", async ({ page }) => {
    await openPage(page, "/gamer/schedule");
    // The zone is named once, in the schedule's sentence, not after each time.
    await expect(page.getByRole("main")).toContainText(venueZone.name);
    for (const event of EVENTS)
      await expect(page.getByRole("main")).toContainText(timeRange(event.startTime, event.endTime));
    for (const item of MOMENTS) await expect(page.getByRole("main")).toContainText(dates.time(item.time));
  });
});
