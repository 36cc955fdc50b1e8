/**
 * Finishes a prerendered client folder for static hosts: the 404 pages where
 * hosts look for them and each page's styles inline (./prepare-client.ts),
 * the link previews, icons and web manifest, a private site's seal and its
 * household links (docs/privacy.md), and the service worker. Then every text
 * file gets Brotli and gzip copies beside it, for servers that send them as
 * they are, and each host gets the site's headers in its own language. The
 * manifest comes last: it tells the local server that the build is whole.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { makeSite } from "../../src/site/site.server";
import { NO_PHOTOS } from "../../src/site/shown.server";
import { notFoundPages } from "../../src/pages";
import { headersFile, netlifyRedirects, nginxConfig } from "../hosts/host-configs";
import { writeServiceWorker } from "./service-worker";
import { FAVICON_PNGS, SOCIAL_IMAGE, faviconPng, socialImage } from "./social-images";
import { COMPRESSED_EXTENSIONS, connectToOf, robotsTxt } from "../hosts/http-headers";
import { prepareClient } from "./prepare-client";
import { finishPrivate, pageSetsOf, settingsOf, type PrivatePlan } from "../private/plan";
import { pageSetsSaid } from "../private/own-pages";
import { siteManifest, writeSiteManifest } from "../hosts/site-manifest";
import { webManifest } from "./web-manifest";

export type FinishOptions = {
  /** The content file's `wedding`, checked. */
  rawContent: unknown;
  languages: string[];
  /** What the build keeps private (../private/plan.ts). */
  plan: PrivatePlan;
  onNetlify: boolean;
  /** The folder the build moves to once whole, as the summary names it. */
  siteDir: string;
};

export async function finishSite(buildDir: string, options: FinishOptions): Promise<void> {
  const { rawContent, languages, plan } = options;
  const settings = settingsOf(plan);
  const client = join(buildDir, "client/");
  // Beside the client folder, not in it: a server's configuration is no file to serve.
  const nginxInclude = join(buildDir, "nginx/wedding.conf");
  prepareClient(client, languages);

  const sites = languages.map((language) => makeSite({ rawContent, photos: NO_PHOTOS, ...settings }, language));
  // The link preview in each language, and the favicon's PNGs, made from the content and the SVG.
  for (const site of sites) writeFileSync(client + site.localPath(SOCIAL_IMAGE.path).slice(1), await socialImage(site));
  for (const { path, size } of FAVICON_PNGS) {
    writeFileSync(client + path.slice(1), await faviconPng(readFileSync(client + "favicon.svg"), size));
  }

  const [site] = sites;
  writeFileSync(client + "manifest.webmanifest", JSON.stringify(webManifest(site, settings)));

  // GitHub Pages: serve the files as they are, without Jekyll.
  writeFileSync(client + ".nojekyll", "");
  const { vitalsEndpoint } = site;
  const allowSearchEngines = site.allowSearchEngines && !settings.sealed;
  const connectTo = connectToOf(vitalsEndpoint);
  writeFileSync(client + "robots.txt", robotsTxt({ allowSearchEngines }));

  const worker = await finishPrivate(buildDir, plan, { sites, connectTo });
  // Offline at the venue: every page and what it needs, precached (./service-worker.ts).
  await writeServiceWorker(client, worker);

  // Compressed once here, at the highest levels (Brotli 11, gzip 9), instead of on every request.
  const precompress = createRequire(import.meta.url).resolve("precompress/dist/precompress.js");
  const include = COMPRESSED_EXTENSIONS.map((extension) => `**.${extension}`).join(",");
  execFileSync(process.execPath, [precompress, "--silent", "--include", include, client], { stdio: "inherit" });

  // Each page's Content-Security-Policy names the hashes of its own inline
  // scripts and styles, so the headers are known only now.
  const manifest = siteManifest(client, { allowSearchEngines, connectTo, languages });
  writeFileSync(client + "_headers", headersFile(manifest));
  // After any rules of the couple's own (a _redirects file in public/): Netlify takes the first that matches.
  // Cloudflare's deploy would refuse the file.
  if (options.onNetlify) appendFileSync(client + "_redirects", netlifyRedirects(manifest));
  mkdirSync(dirname(nginxInclude), { recursive: true });
  writeFileSync(nginxInclude, nginxConfig(manifest));
  writeSiteManifest(manifest, buildDir);

  const { siteDir } = options;
  const served = [...new Set(Object.values(manifest.files).map((entry) => entry.file))];
  const pageCount = served.filter((file) => file.endsWith(".html")).length;
  const megabytes = (files: string[]) =>
    (files.reduce((sum, file) => sum + statSync(client + file).size, 0) / 1e6).toFixed(1);
  console.log(
    `Built ${pageCount} pages and ${notFoundPages(languages).length} 404 pages into ${siteDir}/client: ${served.length} files, ${megabytes(served)} MB ` +
      `(with Brotli and gzip copies of the text files, _headers for Netlify and Cloudflare${options.onNetlify ? ", _redirects for Netlify's 404 pages" : ""}, and ${siteDir}/nginx/wedding.conf).` +
      (settings.sealed
        ? " Private: every page opens with WEDDING_PASSPHRASE, and only the couple's names show without it."
        : "") +
      // The links are made apart from the build: say where, or a couple cannot tell the guest list was used.
      (settings.householdLinks
        ? " Each household's link opens the pages it greets them on: `npm run links` writes the links, `npm run cards` the printed cards."
        : "") +
      pageSetsSaid(pageSetsOf(plan)),
  );
}
