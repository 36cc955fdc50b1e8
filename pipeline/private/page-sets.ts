/**
 * A set of households' own pages, prerendered from the server build of the site everyone reads (kept by
 * ../prerender.ts): the requests React Router's prerender makes (each page's data, then its HTML with that data
 * given), each with the set's settings in its context, over a copy of that site's client folder. The client's
 * code is the same for every set; only what the prerender writes differs.
 *
 *   NODE_ENV=production tsx pipeline/private/page-sets.ts <server build> <site> <into> '<settings, as JSON>'
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type * as ServerEntry from "../../src/entry.server";
import type { SiteInputs, SiteSettings } from "../../src/site/site.server";
import { siteLanguages } from "../../src/content/local-text.server";
import { calendarFiles } from "../../src/pages";
import { CLIENT_MODULES_FILE } from "../vite/client-modules-plugin";

type SiteServerBuild = ServerBuild & { entry: { module: typeof ServerEntry } };

/** Where a page's loader data is prerendered, as React Router's client asks for it (trailing-slash aware). */
const dataPath = (path: string) => (path.endsWith("/") ? `${path}_.data` : `${path}.data`);

/** Where a page's HTML is prerendered. */
const htmlPath = (path: string) => `${path}/index.html`.replace(/^\/\//, "/");

/**
 * Prerenders the site shown with `settings` into `into`, beside `site` (the prerender of everyone's pages, with
 * its client folder), from the server build in `serverBuild`.
 */
export async function prerenderPageSet(serverBuild: string, site: string, into: string, settings: SiteSettings) {
  // Imported afresh each time: a second build in one process must not get the first one's pages.
  const url = `${pathToFileURL(join(serverBuild, "index.js")).href}?${Date.now()}`;
  const build = (await import(url)) as SiteServerBuild;
  const { inputsContext, inputsShowing } = build.entry.module;
  const inputs = await inputsShowing(settings);
  const handle = createRequestHandler(build, "production");
  /** `path` answered, by the site shown with the set's settings or, without `shown`, by everyone's. */
  const answer = async (path: string, { headers, shown }: { headers?: Record<string, string>; shown?: SiteInputs }) => {
    const context = new RouterContextProvider(shown ? new Map([[inputsContext, shown]]) : undefined);
    const response = await handle(new Request(`http://localhost${path}`, { headers }), context);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`Prerendering ${path} answered ${response.status}: ${body}`);
    return body;
  };
  /** A page's loader data, then its HTML with that data given, as React Router prerenders them. */
  const page = async (path: string, shown?: SiteInputs) => {
    const data = await answer(dataPath(path), { shown });
    const html = await answer(`${path}/`.replace(/\/+$/, "/"), {
      headers: { "X-React-Router-Prerender-Data": encodeURI(data) },
      shown,
    });
    return { [dataPath(path)]: data, [htmlPath(path)]: html };
  };
  const read = (path: string) => readFileSync(join(site, "client", ...path.split("/")), "utf8");
  const write = (path: string, text: string) => {
    const file = join(into, "client", ...path.split("/"));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };

  // Everyone's landing, asked for as a set's pages are, must be what React Router wrote: if an upgrade prerenders
  // otherwise, the build stops here rather than give households pages made another way.
  for (const [path, text] of Object.entries(await page("/")))
    if (read(path) !== text)
      throw new Error(`${path} made as a household's pages are is not what React Router prerendered (./page-sets.ts).`);

  cpSync(join(site, "client"), join(into, "client"), { recursive: true });
  cpSync(join(site, CLIENT_MODULES_FILE), join(into, CLIENT_MODULES_FILE));
  const files = new Set(calendarFiles(siteLanguages(inputs.rawContent)));
  for (const path of build.prerender) {
    if (files.has(path)) write(path, await answer(path, { shown: inputs }));
    else for (const [file, text] of Object.entries(await page(path, inputs))) write(file, text);
  }
}

if (process.argv[1] === import.meta.filename) {
  const [serverBuild, site, into, settings] = process.argv.slice(2);
  await prerenderPageSet(resolve(serverBuild), resolve(site), resolve(into), JSON.parse(settings) as SiteSettings);
}
