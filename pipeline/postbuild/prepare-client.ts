/**
 * What every prerendered client folder needs before it is served or sealed,
 * the site everyone reads and each build of the pages for some guests alike
 * (./finish.ts, ../private/own-pages.ts).
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { calendarFiles, notFoundPages } from "../../src/pages";
import { inlineStylesheets } from "./inline-css";

/** Moves the 404 pages where hosts look for them, drops what nothing fetches, and inlines each page's stylesheets. */
export function prepareClient(client: string, languages: readonly string[]): void {
  // React Router prerenders each splat route at its 404 path (/404, /gamer/404); hosts look for /404.html, and
  // Cloudflare for the nearest one up the path (/gamer/404.html), so each moves there.
  for (const { path } of notFoundPages(languages)) {
    const prerendered = `${client}${path.slice(1)}/index.html`;
    if (!existsSync(prerendered)) {
      throw new Error(`Expected the prerendered 404 page at ${prerendered}; is ${path} still in src/pages.ts?`);
    }
    renameSync(prerendered, `${client}${path.slice(1)}.html`);
    rmSync(`${client}${path.slice(1)}`, { recursive: true });
    // Its loader data too: a 404 page's own path is no page, so nothing navigates to it.
    rmSync(`${client}${path.slice(1)}.data`, { force: true });
  }

  // A prerendered file (the calendar) is fetched as itself; its loader data would only be clutter.
  for (const path of calendarFiles(languages)) rmSync(client + path.slice(1) + ".data");

  // React Router's SPA fallback is the bare root layout; with every route
  // prerendered nothing uses it, and a host must never serve it for a missing page.
  rmSync(client + "__spa-fallback.html", { force: true });

  // The first paint must not wait for a second request: each page carries its
  // stylesheets inline (a few KB each), and their <link>s stay in the HTML for
  // React to hydrate, `disabled` so that the browser neither fetches them nor
  // restyles the page when they would arrive.
  const pages = readdirSync(client, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  for (const page of pages) {
    const html = readFileSync(client + page, "utf8");
    writeFileSync(
      client + page,
      inlineStylesheets(html, (href) => readFileSync(client + href.slice(1), "utf8")),
    );
  }
}
