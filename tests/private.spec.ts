/**
 * The sample as a private site (WEDDING_PASSPHRASE; docs/privacy.md), built
 * into build-private/ by tests/support/private-site.ts: what a stranger can
 * read of it, and a guest opening it with the passphrase.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import {
  asHtml,
  content,
  DEFAULT_LANGUAGE,
  gamerLink,
  languageOfPath,
  LANGUAGES,
  ownSite,
  PAGE_PATHS,
  pathIn,
  textsAt,
} from "./support/content";
import { EVENT_PLACES, MOMENTS, expect, test } from "./support/fixtures";
import { GAMER_PAGES } from "../src/pages";
import { axeViolations } from "./support/axe";
import { keptGreetingFaces } from "./support/faces";
import { PRIVATE_SITE } from "./support/private-site";
import { servedFilesHolding } from "./support/served-files";
import { wordsFor } from "../src/words";
import { clientFiles } from "../pipeline/hosts/site-manifest";
import { linkKeyOf } from "../src/private/household-record";
import { FORGET_PARAMETER, STORED_HOUSEHOLD } from "../src/private/paths";
import { greetingAsSet } from "../src/site/typesetting.server";
import { splitWords } from "./support/reflow";
import { NoPassphrase, openPast } from "../tools/past-the-unlock-page";

const PRIVATE_URL = `http://localhost:${PRIVATE_SITE.port}`;
const CLIENT = join(PRIVATE_SITE.dir, "client");

test.use({ baseURL: PRIVATE_URL, serviceWorkers: "allow" });

/** Every string a dictionary holds: the site's own words, which the unlock page may say. */
function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return value && typeof value === "object" ? Object.values(value).flatMap(wordsOf) : [];
}

/**
 * What a stranger must not find: every text of the content in every language, the date as each language
 * writes it, and the couple's web addresses; not the names, which the unlock page shows, nor what is also
 * one of the site's own words.
 */
function privateTexts(): string[] {
  // The names as each language's unlock page sets them ("אנה־מלגוז׳טה", with Hebrew's own hyphen and geresh).
  const shown = new Set([
    content.couple.joint,
    ...LANGUAGES.flatMap((language) => Object.values(ownSite(language).names)),
    ...LANGUAGES.flatMap((language) => wordsOf(wordsFor(language))),
  ]);
  const texts = LANGUAGES.flatMap((language) => {
    const { dates } = ownSite(language);
    return [...textsAt(pathIn(language, "/")), dates.longDate(content.wedding.date), dates.date(content.wedding.date)];
  });
  // Every row of the guest list: the households' ids and greetings.
  for (const { id, greeting, language = DEFAULT_LANGUAGE } of PRIVATE_SITE.households)
    texts.push(id, greeting, greetingAsSet(greeting, language));
  // Not a bare number (a chapter's year), nor a word short enough to turn up among the random ids a worker lists.
  return [...new Set(texts)].filter(
    (text) => text.trim().length >= 6 && !/^[\d\s.,:-]+$/.test(text) && !shown.has(text),
  );
}

test("a stranger who reads every file the host serves finds none of the couple's texts, places, dates or guests", () => {
  const texts = privateTexts();
  expect(texts.length).toBeGreaterThan(50);
  expect(clientFiles(CLIENT)).toContain("_headers");
  expect(servedFilesHolding(CLIENT, texts)).toEqual([]);
});

const words = wordsFor(DEFAULT_LANGUAGE).private;
const passphraseField = (page: Page) => page.getByLabel(wordsFor(DEFAULT_LANGUAGE).private.passphrase, { exact: true });

test("every address answers with the unlock page in its language, and nothing else of the content", async ({
  page,
}) => {
  for (const path of [...PAGE_PATHS, "/no-such-page", "/gamer/no-such-page"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path.includes("no-such-page") ? 404 : 200);
    const {
      coupleNames,
      words: pageWords,
      language,
    } = ownSite(path.includes("no-such-page") ? DEFAULT_LANGUAGE : languageOfPath(path));
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page).toHaveTitle(coupleNames);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(coupleNames);
    await expect(page.getByLabel(pageWords.private.passphrase, { exact: true })).toHaveAttribute("type", "password");
    await expect(page.getByRole("button", { name: pageWords.private.open })).toBeVisible();
  }
});

async function unlock(page: Page, passphrase: string, { remember = false } = {}) {
  await passphraseField(page).fill(passphrase);
  if (remember) await page.getByLabel(words.remember).check();
  await page.getByRole("button", { name: words.open }).click();
}

async function opened(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 20_000 });
}

/** What the device keeps in the worker's IndexedDB (idb-keyval's store), each entry as what it is and the key it holds. */
function heldOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Record<string, { key?: { extractable: boolean; algorithm: string }; text: string }>>(
        (resolve, reject) => {
          const request = indexedDB.open("keyval-store");
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const store = request.result.transaction("keyval").objectStore("keyval");
            const [names, values] = [store.getAllKeys(), store.getAll()];
            values.onsuccess = () =>
              resolve(
                Object.fromEntries(
                  values.result.map((value: unknown, index) => {
                    // A key, or a record's address with its key beside it.
                    const key =
                      value instanceof CryptoKey
                        ? value
                        : Object.values(value ?? {}).find((part): part is CryptoKey => part instanceof CryptoKey);
                    const about = key ? { key: { extractable: key.extractable, algorithm: key.algorithm.name } } : {};
                    return [
                      String(names.result[index]),
                      { ...about, text: value instanceof CryptoKey ? "" : JSON.stringify(value) },
                    ];
                  }),
                ),
              );
          };
        },
      ),
  );
}

test("a wrong passphrase is said aloud; the right one opens the page, which hydrates under its own strict policy", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/classic");
  const fieldTop = () => passphraseField(page).evaluate((field) => field.getBoundingClientRect().top);
  const before = await fieldTop();
  await unlock(page, "violet harbour ladder eight");
  const message = page.getByRole("alert");
  await expect(message).toHaveText(words.wrong);
  // A hyphenated word ("Vérifiez-le") on one line, as the pages keep it.
  expect(await splitWords(page)).toEqual([]);
  await expect(passphraseField(page)).toBeFocused();
  // The sentence comes under the field, and moves nothing the guest was looking at.
  expect(await fieldTop()).toBe(before);
  const boxes = await Promise.all(
    [passphraseField(page), message, page.getByLabel(words.showPassphrase)].map((part) =>
      part.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    ),
  );
  const [field, said, showBox] = boxes;
  expect(said.top, "the sentence right under the field, above the boxes to tick").toBeGreaterThanOrEqual(field.bottom);
  expect(said.bottom).toBeLessThanOrEqual(showBox.top);

  const document = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.fromServiceWorker(),
  );
  // Typed as a phone types it: a capital first letter and a space too many open it all the same.
  await unlock(page, "Violet harbour  ladder seven ");
  const policy = (await (await document).allHeaders())["content-security-policy"];
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  await opened(page);
  for (const item of MOMENTS) await expect(page.locator("#schedule")).toContainText(item.title);
  // A photo, opened by the worker from its sealed copy.
  const photo = page.locator("#travel-info img").first();
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Nothing from elsewhere; the page's speed goes only to the collector the couple named, if they named one.
  const elsewhere = requests.filter((url) => new URL(url).origin !== PRIVATE_URL);
  expect(elsewhere.filter((url) => url !== content.site.vitalsEndpoint)).toEqual([]);
});

test("the key is kept without the passphrase, remembered when asked, and forgotten from any page", async ({ page }) => {
  await page.goto("/gamer");
  await unlock(page, PRIVATE_SITE.passphrase, { remember: true });
  await opened(page);
  const held = await heldOnDevice(page);
  expect(held["passphrase-key"]).toEqual({ key: { extractable: false, algorithm: "AES-GCM" }, text: "" });
  expect(JSON.stringify(held)).not.toContain("violet");

  await page.goto("/gamer/faq");
  await opened(page);
  await page.getByRole("link", { name: words.forget }).click();
  await expect(passphraseField(page)).toBeVisible();
  // The page takes "?forget" off the address once the worker has forgotten.
  await expect.poll(() => new URL(page.url()).search).toBe("");
  expect(await heldOnDevice(page)).toEqual({});
  await page.goto("/classic");
  await expect(passphraseField(page)).toBeVisible();
});

test("a key not remembered is never written down, and the visit's pages keep it when the browser stops the worker", async ({
  page,
  context,
}) => {
  await page.goto("/gamer");
  await unlock(page, PRIVATE_SITE.passphrase);
  await opened(page);
  const held = await heldOnDevice(page);
  expect(Object.values(held).filter((entry) => entry.key)).toEqual([]);
  // The browser stops an idle worker, which forgets what it held in memory; the open page hands the key back.
  const browser = await context.newCDPSession(page);
  await browser.send("ServiceWorker.enable");
  await browser.send("ServiceWorker.stopAllWorkers");
  const faq = gamerLink(GAMER_PAGES.faq);
  await page.getByRole("link", { name: faq.label, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(faq.label);
  await page.reload();
  await opened(page);
  await expect(passphraseField(page)).toHaveCount(0);
});

test("after one unlock, a guest without signal reads every page", async ({ page, context, pageProblems }) => {
  await page.goto("/");
  await unlock(page, PRIVATE_SITE.passphrase);
  await opened(page);
  await context.setOffline(true);
  const pages = [
    { path: "/classic", shows: MOMENTS[0].title },
    { path: "/gamer/schedule", shows: MOMENTS[0].title },
    { path: "/gamer/travel", shows: EVENT_PLACES[0].streetAddress },
  ];
  for (const { path, shows } of pages) {
    await page.goto(path);
    await opened(page);
    await expect(page.getByRole("main")).toContainText(shows);
  }
  // Photos not seen before cannot load without signal, as on the public site.
  pageProblems.splice(
    0,
    pageProblems.length,
    ...pageProblems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|ERR_FAILED/.test(problem)),
  );
});

test("the unlock page works from the keyboard, shows the passphrase when asked, and axe finds nothing on it", async ({
  page,
}) => {
  await page.goto("/gamer/registry");
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(passphraseField(page)).toBeFocused();
  await page.keyboard.type(PRIVATE_SITE.passphrase);
  // The box beside it shows what was typed, and hides it again.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(words.showPassphrase)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(passphraseField(page)).toHaveAttribute("type", "text");
  await page.keyboard.press("Space");
  await expect(passphraseField(page)).toHaveAttribute("type", "password");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await opened(page);
  await expect(page).toHaveURL(/\/gamer\/registry$/);
});

test("in a browser without service workers, the unlock page says why it cannot open", async ({ page }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
  await page.goto("/classic");
  await expect(page.getByRole("alert")).toHaveText(words.needsWorker);
});

test("without JavaScript, the unlock page says why it needs it", async ({ request }) => {
  // A browser without scripts draws <noscript>; Playwright's switch turns scripts off but not that.
  const html = await (await request.get("/classic")).text();
  expect(html).toContain(`<noscript><p class="message">${asHtml(words.needsScript)}</p></noscript>`);
});

test("the unlock page's headers keep the strict policy, search engines out, and a link preview to the names", async ({
  request,
}) => {
  for (const path of ["/", "/classic", "/seal.json", "/unlock.js", "/sw.js"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
  }
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /");
  // docs/privacy.md: a link preview shows the names as its title, with no picture or description.
  for (const path of ["/", "/classic", "/gamer"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(
      /<meta[^>]+(?:property="og:(?:image|description)"|name="(?:description|twitter:image)")/,
    );
    expect(html, path).toMatch(/<meta name="robots" content="noindex/);
  }
});

const linkTo = async (id: string, path = "/") => `${path}#${await linkKeyOf(PRIVATE_SITE.secret, id)}`;

test('a household\'s link opens the site with no passphrase, greets them when they come back, and "Not you?" shuts it', async ({
  page,
}) => {
  // Greeted in a script the pages never show, in faces of the greetings' own.
  const household = PRIVATE_SITE.households.find(({ greeting }) => /\p{Script=Greek}/u.test(greeting));
  if (!household) throw new Error("The private site's guest list greets no household in Greek");
  const greeted = greetingAsSet(household.greeting, household.language ?? DEFAULT_LANGUAGE);
  const link = await linkTo(household.id, "/gamer");
  await page.goto(link);
  await opened(page);
  // The worker keeps the key to the household's record as a key no script reads back, never the link itself.
  const held = Object.values(await heldOnDevice(page));
  expect(held.filter((entry) => entry.key).length).toBeGreaterThan(0);
  for (const entry of held) {
    if (entry.key) expect(entry.key.extractable).toBe(false);
    expect(entry.text).not.toContain(link.split("#")[1]);
  }
  const greeting = page.getByRole("complementary", { name: wordsFor(DEFAULT_LANGUAGE).household.yourInvitation });
  await expect(greeting).toContainText(greeted);
  expect(page.url()).not.toContain("#");
  // The page keeps how to greet them, and no key: the link's and the record's stay with the service worker.
  const kept = await page.evaluate((key) => localStorage.getItem(key) ?? "", STORED_HOUSEHOLD);
  expect(Object.keys(JSON.parse(kept)).filter((name) => name !== "language")).toEqual(["greeting"]);
  await page.goto("/classic");
  await opened(page);
  await expect(greeting).toContainText(greeted);
  // The worker keeps those faces once drawn, for reading offline, though it answers this household's every file.
  await expect.poll(() => keptGreetingFaces(page)).toBeGreaterThan(0);
  await greeting.getByRole("button", { name: wordsFor(DEFAULT_LANGUAGE).household.notUs }).click();
  await expect(passphraseField(page)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORED_HOUSEHOLD)).toBeNull();
  // Nor the faces: nothing on the device says a greeting in Greek was drawn.
  await expect.poll(() => keptGreetingFaces(page)).toBe(0);
});

test("forgetting at an address that names another host stays on the site", async ({ page }) => {
  await page.goto("/");
  await unlock(page, PRIVATE_SITE.passphrase);
  await opened(page);
  await page.goto(`${PRIVATE_URL}//evil.example?${FORGET_PARAMETER}`);
  expect(new URL(page.url()).origin).toBe(PRIVATE_URL);
  await page.goto("/classic");
  await expect(passphraseField(page)).toBeVisible();
});

test("a cut link opens the unlock page with a sentence, and the passphrase still opens the site", async ({ page }) => {
  const link = await linkTo(PRIVATE_SITE.households[0].id);
  await page.goto(link.slice(0, -6));
  await expect(page.getByRole("alert")).toHaveText(wordsFor(DEFAULT_LANGUAGE).household.lockedLink);
  await unlock(page, PRIVATE_SITE.passphrase);
  await opened(page);
});

test("npm run screenshots opens a private build's pages past its unlock page, given the passphrase, and says why not without", async ({
  page,
}) => {
  const url = `${PRIVATE_URL}/gamer/faq`;
  await expect(openPast(page, url, undefined)).rejects.toThrow(NoPassphrase);
  const unlockShot = test.info().outputPath("unlock.png");
  await openPast(page, url, PRIVATE_SITE.passphrase, unlockShot);
  expect(existsSync(unlockShot)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(wordsFor(DEFAULT_LANGUAGE).pages.faq.title);
});
