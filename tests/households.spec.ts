/**
 * Household links (docs/privacy.md), on a site built with a guest list and
 * WEDDING_SECRET: every made-up wedding of `npm run test:sites`, in five
 * languages; skipped on a site without them. Each household's link is made
 * here as `npm run links` makes it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { DEFAULT_LANGUAGE, LANGUAGES, pathIn, ownSite, siteAddressed, siteOfGroups } from "./support/content";
import { dayPhasesOf } from "../src/ui/day-phases";
import { pageDescription } from "../src/site/page-head.server";
import { expect, openPage, test, waitForHydration } from "./support/fixtures";
import { readGuestList, type Household } from "../src/content/guests.server";
import { readEnvironment } from "../pipeline/environment";
import { linkKeyOf, openRecord, recordOf } from "../src/private/household-record";
import { INDEX_LABEL, aesKey, fromBase64Url, open, type SealedIndex } from "../src/private/sealing";
import { readContent, type Site } from "../src/site/site.server";
import { AS_WRITTEN, greetingAsSet, type Typesetting } from "../src/site/typesetting.server";
import { wedding } from "../content/wedding";
import { GREETING_FACES, SEALED_FOLDER, SERVICE_WORKER, STORED_HOUSEHOLD } from "../src/private/paths";
import { servedFilesHolding } from "./support/served-files";
import { clientFiles } from "../pipeline/hosts/site-manifest";
import { strayFaces } from "./support/faces";
import { axeViolations } from "./support/axe";

/** What the build was given, as it read it. */
const { secret = "", guestList } = readEnvironment(process.env);
const withHouseholdLinks = Boolean(secret) && existsSync(guestList);
test.skip(!withHouseholdLinks, "This site has no household links: no guest list, or no WEDDING_SECRET.");
// The service worker keeps a household and checks it against each build (src/private/README.md).
test.use({ serviceWorkers: "allow" });

const listed = withHouseholdLinks ? readGuestList(readFileSync(guestList, "utf8"), LANGUAGES).households : [];
/** The households, each greeting as its band sets it. */
const households = listed.map((household) => ({
  ...household,
  greeting: greetingAsSet(household.greeting, household.language ?? DEFAULT_LANGUAGE),
}));
/** A household's link, as `npm run links` makes it: the site's address, and the key after "#". */
const fragmentOf = async (id: string) => `#${await linkKeyOf(secret, id)}`;

/** The site a household's link opens: in its language, and in its own formality where the guest list gives one. */
function siteOf(household: Household): Site {
  const language = household.language ?? DEFAULT_LANGUAGE;
  return household.formality ? siteAddressed(language, household.formality) : ownSite(language);
}

/** The index of the household's own pages, as the worker opens it from the build: none for everyone's pages. */
async function ownPagesOf(household: Household): Promise<SealedIndex | undefined> {
  const served = (path: string) => new Uint8Array(readFileSync(join("build/client", path)));
  const { address, key } = await recordOf(await linkKeyOf(secret, household.id));
  const pages = (await openRecord(key, served(address)))?.pages;
  if (!pages) return undefined;
  const index = await open(await aesKey(fromBase64Url(pages.key)), served(SEALED_FOLDER + pages.index), INDEX_LABEL);
  return JSON.parse(new TextDecoder().decode(index)) as SealedIndex;
}

/** Whether the page at `path` is one of the household's own, not everyone's, which the worker answers it with. */
async function isOwnPage(household: Household, path: string): Promise<boolean> {
  const entry = (await ownPagesOf(household))?.files[path];
  return entry !== undefined && !("everyones" in entry);
}

/**
 * Until the worker answers the household's pages: it takes the page over, and a page that is one of the
 * household's own is read again as that. The next pages are theirs, and are not read again under the checks.
 */
async function untilTheWorkerAnswers(page: Page, household: Household) {
  // A mark on this page's window (the page in the household's language, greeting them), which the page read
  // again does not have.
  await page.evaluate(() => Object.assign(window, { arrival: true }));
  const readAgain = await isOwnPage(household, new URL(page.url()).pathname);
  await page.waitForFunction(
    (readAgain) => navigator.serviceWorker.controller !== null && (!readAgain || !("arrival" in window)),
    readAgain,
    { timeout: 30_000 },
  );
}

const band = (page: Page, { words }: Site) => page.getByRole("complementary", { name: words.household.yourInvitation });

/** Greetings in scripts the pages never show, whose letters are in the faces' files for greetings alone. */
const GREETED_APART = /\p{Script=Greek}|\p{Script=Cyrillic}|\p{Script=Han}/u;

/**
 * Households in no group, whose pages are everyone's: the first language's, another's, and one the couple
 * gave no language (the last test has a household in a group).
 */
const inNoGroup = households.filter((household) => household.groups.length === 0);
const chosen = [
  inNoGroup.find((household) => household.language === DEFAULT_LANGUAGE),
  inNoGroup.find((household) => household.language && household.language !== DEFAULT_LANGUAGE),
  inNoGroup.find((household) => !household.language),
  ...inNoGroup.filter((household) => GREETED_APART.test(household.greeting)),
]
  .filter((household) => household !== undefined)
  .filter((household, index, all) => all.indexOf(household) === index);

for (const household of chosen) {
  const language = household.language ?? DEFAULT_LANGUAGE;
  test(`${household.id}'s link greets them in ${language} on the landing and in both experiences`, async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const fragment = await fragmentOf(household.id);
    await openPage(page, `/${fragment}`);
    await expect(page).toHaveURL(new URL(pathIn(language, "/"), page.url()).href);
    await expect(band(page, siteOf(household))).toContainText(household.greeting);
    await untilTheWorkerAnswers(page, household);
    for (const path of ["/classic", "/gamer"]) {
      await openPage(page, pathIn(language, path));
      await expect(band(page, siteOf(household))).toContainText(household.greeting);
      // Every letter of the greeting in the look's own faces, not the device's guess.
      expect(await strayFaces(page), path).toEqual([]);
      // And every word of the band as clear on the look's colours as the page's own (its contrast above all).
      expect(await axeViolations(page, { include: "[data-greeting]" }), path).toEqual([]);
    }
    // From the game to the landing without a new page: the band's letters in the other look's faces.
    await page
      .locator(`a[href="${pathIn(language, "/")}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(new URL(pathIn(language, "/"), page.url()).href);
    await expect(band(page, siteOf(household))).toContainText(household.greeting);
    expect(await strayFaces(page), "the landing, reached from the game").toEqual([]);
    // The host hears neither the key nor the household: the key stays after "#", which leaves the address bar.
    const key = fragment.slice(1);
    expect(requests.filter((url) => url.includes(key) || url.includes(household.id))).toEqual([]);
    expect(page.url()).not.toContain("#");
  });
}

test("a guest who comes back without the link is greeted, until they say it is not them", async ({ page }) => {
  const [household] = chosen;
  const language = household.language ?? DEFAULT_LANGUAGE;
  await openPage(page, `${pathIn(language, "/gamer")}${await fragmentOf(household.id)}`);
  await expect(band(page, siteOf(household))).toContainText(household.greeting);
  await openPage(page, pathIn(language, "/classic"));
  const greeting = band(page, siteOf(household));
  await expect(greeting).toContainText(household.greeting);
  await greeting.getByRole("button", { name: siteOf(household).words.household.notUs }).click();
  await expect(greeting).toHaveCount(0);
  await openPage(page, pathIn(language, "/"));
  await expect(band(page, siteOf(household))).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORED_HOUSEHOLD)).toBeNull();
});

test("no page the host serves names the greetings' own faces: a greeted device's page asks for them", () => {
  const pages = clientFiles("build/client").filter((file) => file.endsWith(".html"));
  expect(pages.length).toBeGreaterThan(0);
  const naming = new RegExp(`url\\([^)]*/${GREETING_FACES}`, "u");
  expect(pages.filter((file) => naming.test(readFileSync(join("build/client", file), "utf8")))).toEqual([]);
});

test("only a greeted device fetches its greeting's own faces, and draws them offline", async ({ page, context }) => {
  // Every guest's worker precaches the site and its faces, but not the faces that only greetings use.
  const worker = await (await page.request.get(SERVICE_WORKER)).text();
  const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map(([, url]) => url);
  expect(precached.filter((url) => url.endsWith(".woff2")).length).toBeGreaterThan(0);
  expect(precached.filter((url) => url.includes(GREETING_FACES))).toEqual([]);

  const household = chosen.find((chose) => GREETED_APART.test(chose.greeting));
  test.skip(!household, "No household is greeted in a script the pages never show.");
  if (!household) return;
  const language = household.language ?? DEFAULT_LANGUAGE;
  await openPage(page, `${pathIn(language, "/classic")}${await fragmentOf(household.id)}`);
  await expect(band(page, siteOf(household))).toContainText(household.greeting);
  await untilTheWorkerAnswers(page, household);
  await context.setOffline(true);
  await openPage(page, pathIn(language, "/classic"));
  await expect(band(page, siteOf(household))).toContainText(household.greeting);
  expect(await strayFaces(page)).toEqual([]);
});

/** The page's layout shifts so far, as the Cumulative Layout Shift sums them: none a guest's input caused. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 100);
      }),
  );

test("the band takes its room before the first paint, so a kept household's pages do not move", async ({ page }) => {
  // The longest greeting: on a phone it takes two lines, which no page can guess before it has been shown once.
  const household = [...chosen].sort((a, b) => b.greeting.length - a.greeting.length)[0];
  const language = household.language ?? DEFAULT_LANGUAGE;
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/classic", "/gamer/faq"]) {
    await openPage(page, `${pathIn(language, path)}${await fragmentOf(household.id)}`);
    await expect(band(page, siteOf(household))).toContainText(household.greeting);
    for (const next of ["/classic", "/gamer", "/gamer/faq"].filter(
      (other) => (other === "/classic") === (path === "/classic"),
    )) {
      await openPage(page, pathIn(language, next));
      await expect(band(page, siteOf(household))).toContainText(household.greeting);
      await page.evaluate(() => document.fonts.ready);
      expect(await layoutShift(page), next).toBeLessThan(0.004);
    }
  }
});

test("a greeted household's band moves the classic hero's RSVP down by less than its own height on a phone, and leaves its card whole on a laptop's first screen", async ({
  page,
}) => {
  const household = [...chosen].sort((a, b) => b.greeting.length - a.greeting.length)[0];
  const { words } = siteOf(household);
  const language = household.language ?? DEFAULT_LANGUAGE;
  const classic = pathIn(language, "/classic");
  const rsvp = page.locator("#hero").getByRole("link", { name: new RegExp(`^${words.day.rsvp}`) });
  const topOf = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
  await page.setViewportSize({ width: 375, height: 812 });
  await openPage(page, classic);
  test.skip((await rsvp.count()) === 0, "The hero offers no RSVP on this date.");
  const everyones = await topOf(rsvp);
  const card = page.locator("#hero h1").locator("xpath=../..");
  const cardBottom = async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const box = await card.boundingBox();
    await page.setViewportSize({ width: 375, height: 812 });
    return box ? box.y + box.height : Number.NaN;
  };
  const everyonesCardWhole = (await cardBottom()) <= 900;
  await openPage(page, `${pathIn(language, "/gamer")}${await fragmentOf(household.id)}`);
  await expect(band(page, siteOf(household))).toContainText(household.greeting);
  await openPage(page, classic);
  await expect(band(page, siteOf(household))).toContainText(household.greeting);
  // The hero takes a screen less the band's room, and less padding: the RSVP stays on the first screen it was on.
  const bandHeight = (await band(page, siteOf(household)).boundingBox())?.height ?? 0;
  expect((await topOf(rsvp)) - everyones).toBeLessThanOrEqual(bandHeight - 32);
  // Where a laptop of 900 px shows everyone the card whole, it shows a greeted household the card whole too.
  if (everyonesCardWhole) expect(await cardBottom()).toBeLessThanOrEqual(900);
});

test("a household the couple gave a language is not offered the browser's on the landing", async ({ browser }) => {
  const household = chosen.find((each) => each.language);
  const language = household?.language;
  const asked = LANGUAGES.find((each) => each !== language);
  if (!household || !language || !asked) return test.skip(true, "No household has a language, or the site has one.");
  const context = await browser.newContext({ serviceWorkers: "allow", locale: asked });
  const page = await context.newPage();
  const offer = page.getByRole("link", { name: ownSite(asked).words.readInThisLanguage });
  // To anyone else, the landing in the household's language offers the one the browser asks for.
  await openPage(page, pathIn(language, "/"));
  await expect(offer).toBeVisible();
  await openPage(page, `${pathIn(language, "/classic")}${await fragmentOf(household.id)}`);
  await expect(band(page, siteOf(household))).toContainText(household.greeting);
  await openPage(page, pathIn(language, "/"));
  await expect(band(page, siteOf(household))).toContainText(household.greeting);
  await expect(offer).toHaveCount(0);
  await context.close();
});

test("a link forwarded to another browser greets the household it was made for", async ({ browser }) => {
  const household = chosen.at(-1) ?? chosen[0];
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  await openPage(page, `/classic${await fragmentOf(household.id)}`);
  await expect(band(page, siteOf(household))).toContainText(household.greeting);
  await context.close();
});

for (const damage of ["cut short", "mistyped"] as const) {
  test(`a link ${damage} opens the site with a sentence, and greets no one`, async ({ page, pageProblems }) => {
    const key = (await fragmentOf(chosen[0].id)).slice(1);
    // A letter mistyped where it counts: the last letter of a key carries only two of its bits.
    const damaged =
      damage === "cut short" ? key.slice(0, 16) : `${key.slice(0, 3)}${key[3] === "A" ? "B" : "A"}${key.slice(4)}`;
    await openPage(page, `/gamer#${damaged}`);
    const { words } = ownSite(DEFAULT_LANGUAGE);
    await expect(page.getByRole("status").filter({ hasText: words.household.brokenLink })).toBeVisible();
    await expect(band(page, ownSite(DEFAULT_LANGUAGE))).toHaveCount(0);
    expect(page.url()).not.toContain("#");
    // The record a mistyped key points to is not there: the host's 404 is the answer, which the browser logs.
    const missing = pageProblems.filter((problem) => !/\/sealed\/h\/|status of 404/.test(problem));
    pageProblems.splice(0, pageProblems.length, ...missing);
  });
}

test("no file the host serves holds a guest's id or greeting, or an event for some guests", () => {
  // Each event's name, and its place's, unless everyone's content holds it too, in one of its texts (a chapter
  // of the same name, a place an event for everyone is at too, a made-up sentence that has its words in a row).
  const forSome = LANGUAGES.flatMap((language) => {
    const { events, places } = readContent(wedding, language);
    const everyones = textsOf(ownSite(language).content);
    return events
      .filter((event) => event.guests)
      .flatMap((event) => [event.name, places[event.place].name])
      .filter((text) => !everyones.some((each) => each.includes(text)));
  });
  // Long enough not to turn up by chance in the sealed files' random bytes.
  const greetings = [...listed, ...households].map(({ greeting }) => greeting);
  const texts = [...listed.map(({ id }) => id), ...greetings, ...forSome].filter((text) => text.length >= 6);
  expect(servedFilesHolding("build/client", texts)).toEqual([]);
});

test("a household in a group has pages of its own only where its events change them: the rest are everyone's", async () => {
  const { forSome } = eventForSome();
  const group = readContent(wedding).events[forSome].guests?.[0] ?? "";
  // Spoken to as everyone is: a household's own form of address changes every page.
  const member = households.find((household) => household.groups.includes(group) && !household.formality);
  test.skip(!member, `Every household in ${group} is addressed otherwise.`);
  if (!member) return;
  const language = member.language ?? DEFAULT_LANGUAGE;
  expect(await isOwnPage(member, pathIn(language, "/gamer/schedule"))).toBe(true);
  // An event of theirs before or after everyone's moves the turns of their day, which every page's head holds.
  const turns = ({ day }: Site) => JSON.stringify(day && dayPhasesOf(day));
  const sameDay = turns(siteOfGroups(language, member.groups)) === turns(ownSite(language));
  // What its device fetches sealed at its first visit: else not the pages its events are not on.
  for (const path of ["/gamer/our-story", "/gamer/registry", "/gamer/faq"])
    expect(await isOwnPage(member, pathIn(language, path)), path).toBe(!sameDay);
});

/** Every text of a value, however deep. */
const textsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(textsOf) : [];

/** A calendar file's text as a reader takes it: folded lines joined, escaped commas and semicolons as written. */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, "").replace(/\\([,;\\])/g, "$1");

/** The first event for some guests, and the first household in its group, with the event's name in its language. */
function eventForSome() {
  const forSome = readContent(wedding).events.findIndex((event) => event.guests);
  test.skip(forSome < 0, "No event of this wedding is for some guests only.");
  const group = readContent(wedding).events[forSome].guests?.[0] ?? "";
  const member = households.find((household) => household.groups.includes(group));
  if (!member) throw new Error(`The guest list has no household in ${group}`);
  const language = member.language ?? DEFAULT_LANGUAGE;
  const nameIn = (typesetting?: Typesetting) =>
    readContent(wedding, language, undefined, typesetting).events[forSome].name;
  // As the pages show it, and as a calendar app reads it: as written.
  return { forSome, member, language, name: nameIn(), writtenName: nameIn(AS_WRITTEN) };
}

/** An event's name where a page shows it, whole: a made-up name ("garden 7") may be inside another's ("garden 72"). */
const eventNamed = (where: Locator, name: string) => where.getByText(name, { exact: true }).first();

test.describe("through the service worker, which opens a household's own pages", () => {
  test.use({ serviceWorkers: "allow" });

  test("a household in a group reads its events in both schedules and the calendar, and no one else does", async ({
    page,
    browser,
  }) => {
    const { forSome, member, language, name, writtenName } = eventForSome();
    const outsider = households.find((household) => household.groups.length === 0);
    if (!outsider) throw new Error("The guest list has no household outside every group");

    await openPage(page, `/${await fragmentOf(member.id)}`);
    // The page is read again once the worker, installing on a first visit, answers the household's pages.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await expect(band(page, siteOf(member))).toContainText(member.greeting);
    await openPage(page, pathIn(language, "/classic"));
    await expect(eventNamed(page.locator("#schedule"), name)).toBeAttached();
    await openPage(page, pathIn(language, "/gamer/schedule"));
    await expect(eventNamed(page.getByRole("main"), name)).toBeAttached();
    const calendar = await page.evaluate(
      (path) => fetch(path).then((response) => response.text()),
      pathIn(language, "/wedding.ics"),
    );
    expect(unfolded(calendar)).toContain(writtenName);

    // "Not you?": the pages everyone reads again.
    await band(page, siteOf(member))
      .getByRole("button", { name: siteOf(member).words.household.notUs })
      .click();
    await waitForHydration(page);
    // Not as an event of its own: an item's title may hold its words by chance ("año corazón 1").
    await expect(page.getByRole("main").getByText(name, { exact: true })).toHaveCount(0);

    const context = await browser.newContext({ serviceWorkers: "allow" });
    const other = await context.newPage();
    const otherLanguage = outsider.language ?? DEFAULT_LANGUAGE;
    await openPage(other, `/${await fragmentOf(outsider.id)}`);
    await expect(band(other, siteOf(outsider))).toContainText(outsider.greeting);
    await openPage(other, pathIn(otherLanguage, "/gamer/schedule"));
    await expect(
      other.getByRole("main").getByText(readContent(wedding, otherLanguage).events[forSome].name, { exact: true }),
    ).toHaveCount(0);
    await context.close();
  });

  test("a household in a group that moves on before the worker has opened its pages reads its events once it has", async ({
    page,
  }) => {
    const { member, language, name } = eventForSome();

    await openPage(page, `/${await fragmentOf(member.id)}`);
    await expect(band(page, siteOf(member))).toContainText(member.greeting);
    // On at once, while the worker still precaches the site: the host answers with everyone's page. Its guest
    // script comes only once the worker has taken the page over, as on a slow phone.
    await page.route("**/guest.js", async (route) => {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await route.continue();
    });
    await openPage(page, pathIn(language, "/classic"));
    await expect(eventNamed(page.locator("#schedule"), name)).toBeAttached({ timeout: 30_000 });
  });

  test("a household that moves on as the worker opens its pages reaches the page it went to", async ({ page }) => {
    const { member, language, name } = eventForSome();
    const classic = pathIn(language, "/classic");

    await openPage(page, `/${await fragmentOf(member.id)}`);
    await expect(band(page, siteOf(member))).toContainText(member.greeting);
    // The next page's answer comes only once the worker has taken the arrival's page over, and a moment after:
    // when that page would be read again, which would cancel the next one.
    const context = page.context();
    await page.route(`**${classic}`, async (route) => {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
      const pagesTakenOver = () => worker.evaluate<number>("clients.matchAll().then((pages) => pages.length)");
      await expect.poll(pagesTakenOver, { timeout: 30_000 }).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await openPage(page, classic);
    await expect(page).toHaveURL(new URL(classic, page.url()).href);
    await expect(eventNamed(page.locator("#schedule"), name)).toBeAttached({ timeout: 30_000 });
  });

  test("a household addressed otherwise reads every page in its own form of address, until it says it is not them", async ({
    page,
  }) => {
    const addressed = households.find((household) => household.formality && household.groups.length === 0);
    test.skip(!addressed, "No household of this guest list is addressed otherwise than the site's guests.");
    if (!addressed) return;
    const language = addressed.language ?? DEFAULT_LANGUAGE;
    const own = siteOf(addressed);
    const everyone = ownSite(language);
    const description = page.locator('meta[name="description"]');
    const thanks = (site: Site) => page.locator("footer").getByText(site.content.thankYou);
    // The made-up couple wrote their thanks for guests addressed so (tests/support/generated-wedding.ts); a couple
    // may keep one text for all. The site's words differ too, in a language with two forms of "you".
    const ownThanks = own.content.thankYou !== everyone.content.thankYou;

    await openPage(page, `/${await fragmentOf(addressed.id)}`);
    await expect(band(page, own)).toContainText(addressed.greeting);
    await untilTheWorkerAnswers(page, addressed);
    for (const [path, key] of [
      ["/classic", "classic"],
      ["/gamer", "gamer"],
    ] as const) {
      await openPage(page, pathIn(language, path));
      await expect(description, path).toHaveAttribute("content", pageDescription(own, key));
    }
    await openPage(page, pathIn(language, "/classic"));
    if (ownThanks) await expect(thanks(own)).toBeVisible();
    // The page the worker answered is read again, now as everyone's.
    await Promise.all([
      page.waitForEvent("load"),
      band(page, own).getByRole("button", { name: own.words.household.notUs }).click(),
    ]);
    await openPage(page, pathIn(language, "/classic"));
    await expect(description).toHaveAttribute("content", pageDescription(everyone, "classic"));
    if (ownThanks) await expect(thanks(everyone)).toBeVisible();
  });
});
