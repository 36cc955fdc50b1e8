import sharp from "sharp";
import { content, languageOfPath, LANGUAGES, pathIn, ownSite } from "./support/content";
import { expect, PAGE_PATHS, test } from "./support/fixtures";

/** The <head> as the prerendered HTML has it: what a messaging app's crawler reads, without running scripts. */
async function headOf(browser: import("@playwright/test").Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const head = await page.evaluate(() => {
    const meta = (key: string) =>
      document.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content;
    const link = (rel: string) => [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)];
    return {
      language: document.documentElement.lang,
      title: document.title,
      description: meta("description"),
      canonical: link("canonical")[0]?.href,
      og: Object.fromEntries(
        [...document.querySelectorAll<HTMLMetaElement>('meta[property^="og:"]')].map((m) => [
          m.getAttribute("property"),
          m.content,
        ]),
      ),
      twitterCard: meta("twitter:card"),
      themeColor: meta("theme-color"),
      icons: link("icon").map((l) => ({ href: l.getAttribute("href"), type: l.type, sizes: l.getAttribute("sizes") })),
      appleTouchIcon: link("apple-touch-icon")[0]?.getAttribute("href"),
    };
  });
  await context.close();
  return head;
}

test("every page has its own title and description, and Open Graph and Twitter tags that match them", async ({
  browser,
}) => {
  const heads = [];
  for (const path of PAGE_PATHS) {
    const head = await headOf(browser, path);
    const url = new URL(path, content.site.publicUrl).href;
    expect(head.description, path).toBeTruthy();
    expect(head.canonical, path).toBe(url);
    expect(head.og, path).toMatchObject({
      "og:type": "website",
      "og:title": head.title,
      "og:description": head.description,
      "og:url": url,
      "og:image": new URL(pathIn(languageOfPath(path), "/og-image.png"), content.site.publicUrl).href,
      "og:image:width": "1200",
      "og:image:height": "630",
    });
    expect(head.og["og:image:alt"], path).toContain(ownSite(languageOfPath(path)).content.couple.partnerOne);
    expect(head.twitterCard, path).toBe("summary_large_image");
    heads.push(head);
  }
  // Each language's pages differ from each other (a couple's own title may read the same in two languages).
  for (const language of LANGUAGES) {
    const own = heads.filter((head) => head.language === language);
    expect(new Set(own.map((head) => head.title)).size, language).toBe(own.length);
    expect(new Set(own.map((head) => head.description)).size, language).toBe(own.length);
  }
});

test("the preview picture is a 1200 x 630 PNG in each language, made at build time", async ({ request }) => {
  const pictures = [];
  for (const language of LANGUAGES) {
    const response = await request.get(pathIn(language, "/og-image.png"));
    expect(response.status(), language).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const body = await response.body();
    const { width, height, format } = await sharp(body).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "png" });
    pictures.push(body.toString("base64"));
  }
  // Each says the announcement and the date in its own words.
  expect(new Set(pictures).size).toBe(LANGUAGES.length);
});

test("the favicon comes as a 32 px PNG and as a home-screen icon, never as SVG, with a theme colour", async ({
  browser,
  request,
}) => {
  const head = await headOf(browser, "/");
  expect(head.themeColor).toMatch(/^#[0-9a-f]{6}$/i);
  expect(head.icons).toEqual([{ href: "/favicon-32.png", type: "image/png", sizes: "32x32" }]);
  for (const [path, size] of [
    ["/favicon-32.png", 32],
    ["/apple-touch-icon.png", 180],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const { width, height } = await sharp(await response.body()).metadata();
    expect({ width, height }, path).toEqual({ width: size, height: size });
  }
  expect(head.appleTouchIcon).toBe("/apple-touch-icon.png");
});
