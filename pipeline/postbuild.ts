/**
 * Finishes build/client for static hosts: the 404 pages where hosts look for
 * them and each page's styles inline (pipeline/prepare-client.ts), the link
 * previews, icons and web manifest, a private site's seal and its household
 * links (docs/privacy.md), and the service worker. Then every text file gets
 * Brotli and gzip copies beside it, for servers that send them as they are,
 * and each host gets the site's headers in its own language. The manifest
 * comes last: it tells the local server that the build is whole.
 *
 * It works on the staging folder pipeline/build.ts names in WEDDING_BUILD_DIR,
 * which becomes build/ once this has succeeded.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { NOT_FOUND_PAGES } from "../src/pages";
import { defaultSite, siteIn } from "../src/content/content.server";
import { LANGUAGES, pathIn } from "../src/languages";
import { joinedInitials } from "../src/ui/joined-names";
import { directionOf } from "../src/words/direction";
import { headersFile, netlifyRedirects, nginxConfig } from "./host-configs";
import { writeServiceWorker } from "./service-worker";
import { FAVICON_PNGS, SOCIAL_IMAGE, faviconPng, socialImage } from "./social-images";
import { COMPRESSED_EXTENSIONS, connectToOf, robotsTxt } from "./http-headers";
import { prepareClient } from "./prepare-client";
import { sealSite } from "./seal";
import { UNSEAL_SCRIPT, bundlePrivateScripts } from "./private-scripts";
import { missingSecret, writeHouseholdRecords } from "./households";
import { GROUPS_FILE, readGroupsPages } from "./seal-groups";
import { guestListFile, readGuestList, withHouseholdLinks } from "../src/content/guests.server";
import { BUILD_DIR, siteManifest, writeSiteManifest } from "./site-manifest";

const buildDir = process.env.WEDDING_BUILD_DIR ? `${resolve(process.env.WEDDING_BUILD_DIR)}/` : BUILD_DIR;
const client = `${buildDir}client/`;
// Beside the client folder, not in it: a server's configuration is no file to serve.
const nginxInclude = `${buildDir}nginx/wedding.conf`;
prepareClient(client);

// The link preview in each language, and the favicon's PNGs, made from the content and the SVG.
for (const language of LANGUAGES) {
  const { content, words, dates } = siteIn(language);
  writeFileSync(
    client + pathIn(language, SOCIAL_IMAGE.path).slice(1),
    await socialImage(content, words, dates.longDate(content.wedding.date)),
  );
}
const site = defaultSite();
const { content } = site;
// A private site (docs/privacy.md): its files sealed, and nothing but the couple's names outside them.
const passphrase = process.env.WEDDING_PASSPHRASE || undefined;
for (const { path, size } of FAVICON_PNGS) {
  writeFileSync(client + path.slice(1), await faviconPng(readFileSync(client + "favicon.svg"), size));
}

// The web app manifest: the site on a home screen, with the couple's initials and icons, its name in the default language.
writeFileSync(
  client + "manifest.webmanifest",
  JSON.stringify({
    name: passphrase ? site.coupleNames : site.title,
    lang: site.language,
    dir: directionOf(site.words.locale),
    short_name: joinedInitials(content.couple, site.words.joint),
    start_url: "/",
    display: "standalone",
    background_color: "#faf6ee",
    theme_color: "#faf6ee",
    // PNGs only, as in the page's head (src/root.tsx).
    icons: FAVICON_PNGS.filter(({ path }) => path.startsWith("/icon-")).map(({ path, size }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: "image/png",
    })),
  }),
);

// GitHub Pages: serve the files as they are, without Jekyll.
writeFileSync(client + ".nojekyll", "");
const { vitalsEndpoint } = content.site;
const allowSearchEngines = content.site.allowSearchEngines && !passphrase;
const connectTo = connectToOf(vitalsEndpoint);
writeFileSync(client + "robots.txt", robotsTxt({ allowSearchEngines }));

const secret = process.env.WEDDING_SECRET || undefined;
const sealed = passphrase ? await sealSite(client, { passphrase, secret, connectTo }) : undefined;

// A link for each household of the guest list, when the couple set the secret the links come from, with the
// pages of the guests in some groups, which pipeline/seal-groups.ts sealed in already.
const guestList = guestListFile();
const groupsPages = readGroupsPages(buildDir);
// Their keys are in the households' records now, and nowhere else.
rmSync(join(buildDir, GROUPS_FILE), { force: true });
if (existsSync(guestList)) {
  const { households } = readGuestList(readFileSync(guestList, "utf8"), LANGUAGES, guestList);
  if (secret)
    await writeHouseholdRecords(client, households, { secret, passphraseKey: sealed?.passphraseKey, groupsPages });
  else console.log(missingSecret(households.length, guestList));
}
const opensSealed = Boolean(passphrase) || Object.keys(groupsPages).length > 0;
await bundlePrivateScripts(client, {
  unlock: Boolean(passphrase),
  unseal: opensSealed,
  greeting: withHouseholdLinks(),
});

// Offline at the venue: every page and what it needs, precached (pipeline/service-worker.ts).
await writeServiceWorker(client, {
  importing: opensSealed ? UNSEAL_SCRIPT : undefined,
  sealed: Boolean(passphrase),
});

// Compressed once here, at the highest levels (Brotli 11, gzip 9), instead of on every request.
const precompress = createRequire(import.meta.url).resolve("precompress/dist/precompress.js");
const include = COMPRESSED_EXTENSIONS.map((extension) => `**.${extension}`).join(",");
execFileSync(process.execPath, [precompress, "--silent", "--include", include, client], { stdio: "inherit" });

// Each page's Content-Security-Policy names the hashes of its own inline
// scripts and styles, so the headers are known only now.
const manifest = siteManifest(client, { allowSearchEngines, connectTo });
writeFileSync(client + "_headers", headersFile(manifest));
// Netlify says so in every build it runs (NETLIFY=true); Cloudflare's deploy would refuse the file.
// After any rules of the couple's own (public/_redirects): Netlify takes the first that matches.
const onNetlify = process.env.NETLIFY === "true";
if (onNetlify) appendFileSync(client + "_redirects", netlifyRedirects(manifest));
mkdirSync(dirname(nginxInclude), { recursive: true });
writeFileSync(nginxInclude, nginxConfig(manifest));
writeSiteManifest(manifest, buildDir);

// The folder pipeline/build.ts moves this one to once it is whole.
const siteDir = process.env.WEDDING_SITE_DIR || "build";
const served = [...new Set(Object.values(manifest.files).map((entry) => entry.file))];
const pageCount = served.filter((file) => file.endsWith(".html")).length;
const megabytes = (files: string[]) =>
  (files.reduce((sum, file) => sum + statSync(client + file).size, 0) / 1e6).toFixed(1);
console.log(
  `Built ${pageCount} pages and ${NOT_FOUND_PAGES.length} 404 pages into ${siteDir}/client: ${served.length} files, ${megabytes(served)} MB ` +
    `(with Brotli and gzip copies of the text files, _headers for Netlify and Cloudflare${onNetlify ? ", _redirects for Netlify's 404 pages" : ""}, and ${siteDir}/nginx/wedding.conf).` +
    (passphrase
      ? " Private: every page opens with WEDDING_PASSPHRASE, and only the couple's names show without it."
      : ""),
);
