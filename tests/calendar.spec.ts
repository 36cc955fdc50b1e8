import { type APIRequestContext, type Locator } from "@playwright/test";
import ICAL from "ical.js";
import { content, coupleNames } from "../src/content/content.server";
import { formatTime, formatTimeRange, timeZoneAbbreviation } from "../src/content/time";
import { ANY_DATE, expect, openPage, test } from "./support/site";

const { wedding, venue } = content;
const compact = (instant: Date) => instant.toISOString().replace(/[-:]|\.\d{3}/g, "");

async function fetchEvent(request: APIRequestContext) {
  const response = await request.get("/wedding.ics");
  const vevent = new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent("vevent");
  if (!vevent) throw new Error("/wedding.ics holds no VEVENT");
  return { response, event: new ICAL.Event(vevent) };
}

test("/wedding.ics is a calendar file with the couple's event", async ({ request }) => {
  const { response, event } = await fetchEvent(request);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(event.summary).toContain(coupleNames);
  expect(event.location).toContain(venue.streetAddress);
  expect(event.location).toContain(venue.cityZip);
});

/** The instants the calendar file holds, as Google's link writes them. */
async function icsDates(request: APIRequestContext) {
  const { event } = await fetchEvent(request);
  return `${compact(event.startDate.toJSDate())}/${compact(event.endDate.toJSDate())}`;
}

async function expectCalendarLinks(place: Locator, dates: string) {
  const file = place.getByRole("link", { name: "Add to calendar" });
  await expect(file).toHaveAttribute("href", "/wedding.ics");
  await expect(file).toHaveAttribute("download");
  const google = place.getByRole("link", { name: /Google Calendar/ });
  const url = new URL((await google.getAttribute("href")) ?? "");
  expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(url.searchParams.get("dates")).toBe(dates);
  expect(url.searchParams.get("ctz")).toBe(wedding.timeZone);
  await expect(google).toHaveAttribute("target", "_blank");
}

// On any date a guest opens the page: the links do not go once the day has passed.
for (const { name, clockAt } of ANY_DATE) {
  test.describe(`add to calendar, opened ${name}`, () => {
    test.use({ clockAt });

    test("the classic hero and schedule offer the file and Google Calendar, at the same times", async ({
      page,
      request,
    }) => {
      const dates = await icsDates(request);
      await openPage(page, "/classic");
      await expectCalendarLinks(page.locator("#hero"), dates);
      await expectCalendarLinks(page.locator("#schedule"), dates);
    });

    test("so does the gamer schedule", async ({ page, request }) => {
      const dates = await icsDates(request);
      await openPage(page, "/gamer/schedule");
      await expectCalendarLinks(page.getByRole("main"), dates);
    });
  });
}

test.describe("on a phone set to Tokyo time", () => {
  test.use({ timezoneId: "Asia/Tokyo" });
  const zone = timeZoneAbbreviation(wedding.date, wedding.timeZone);

  test("the classic page keeps the venue's times and names its zone", async ({ page }) => {
    await openPage(page, "/classic");
    await expect(page.locator("#hero")).toContainText(`${formatTime(wedding.startTime)} ${zone}`);
    const schedule = page.locator("#schedule");
    for (const item of content.schedule) await expect(schedule).toContainText(formatTime(item.time));
    await expect(schedule).toContainText(`(${zone})`);
  });

  test("the gamer schedule too", async ({ page }) => {
    await openPage(page, "/gamer/schedule");
    await expect(page.getByRole("main")).toContainText(
      `${formatTimeRange(wedding.startTime, wedding.endTime)} ${zone}`,
    );
    for (const item of content.schedule) await expect(page.getByRole("main")).toContainText(formatTime(item.time));
  });
});
