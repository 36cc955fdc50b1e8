/**
 * What a build leaves for the servers: every URL a guest may fetch, the file
 * that answers it, and its headers. The build writes it last, into a staging
 * folder that replaces build/ only when whole (pipeline/build.ts), so a server
 * that finds it knows build/client is whole.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  cacheControlFor,
  contentSecurityPolicy,
  contentTypeOf,
  securityHeaders,
  type SiteHeaderOptions,
} from "./http-headers";
import { inlineHashes } from "./inline-hashes";
import { notFoundPages } from "../../src/pages";

export const BUILD_DIR = resolve(import.meta.dirname, "../../build");
const MANIFEST_FILE = "site.json";

/** The precompressed copies a server may send instead, best first. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];
const EXTENSION_OF: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

export function encodedFile(file: string, encoding: Encoding): string {
  return file + EXTENSION_OF[encoding];
}

export type ServedFile = {
  /** The file under build/client, with forward slashes. */
  file: string;
  contentType: string;
  cacheControl: string;
  contentSecurityPolicy: string;
  /** The precompressed copies that exist beside it. */
  encodings: Encoding[];
};

export type SiteManifest = {
  /** Headers on every response, whatever its status. */
  headers: Record<string, string>;
  /** URL path (decoded) → the file that answers it with 200. */
  files: Record<string, ServedFile>;
  /** The page that answers every other path, with 404. */
  notFound: ServedFile;
  /** Narrower 404 pages: path prefix ("/gamer/") → the page that answers unknown paths under it. */
  notFoundUnder: Record<string, ServedFile>;
};

/** The 404 page for an unknown path: the narrowest whose prefix it has. */
export function notFoundPageFor(manifest: SiteManifest, path: string): ServedFile {
  const prefix = Object.keys(manifest.notFoundUnder).find((under) => path.startsWith(under));
  return prefix === undefined ? manifest.notFound : manifest.notFoundUnder[prefix];
}

/** Each 404 page's file of a site in `languages`, by the prefix it answers under. */
export const notFoundFiles = (languages: readonly string[]) =>
  notFoundPages(languages).map(({ under, path }) => ({ under, file: `${path.slice(1)}.html` }));

/** Files for the hosts themselves, never for guests. */
const HOST_FILES = new Set(["_headers", "_redirects", ".nojekyll"]);

export type ManifestOptions = SiteHeaderOptions & {
  /** Origins beyond the site's own that pages may send data to. */
  connectTo: string[];
  /** The site's languages, whose 404 pages are answers, not addresses. */
  languages: readonly string[];
};

/** Reads a finished build/client and lists what it serves. */
export function siteManifest(clientDir: string, options: ManifestOptions): SiteManifest {
  const basePolicy = contentSecurityPolicy({ inline: { scripts: [], styles: [] }, connectTo: options.connectTo });
  const served = (file: string, url: string): ServedFile => ({
    file,
    contentType: contentTypeOf(file),
    cacheControl: cacheControlFor(url),
    contentSecurityPolicy: file.endsWith(".html")
      ? contentSecurityPolicy({
          inline: inlineHashes(readFileSync(join(clientDir, file), "utf8")),
          connectTo: options.connectTo,
        })
      : basePolicy,
    encodings: ENCODINGS.filter((encoding) => existsSync(join(clientDir, encodedFile(file, encoding)))),
  });

  const notFoundPageFiles = notFoundFiles(options.languages);
  const answers = new Set(notFoundPageFiles.map(({ file }) => file));
  const files: Record<string, ServedFile> = {};
  for (const file of guestFiles(clientDir).filter((candidate) => !answers.has(candidate))) {
    for (const url of urlsOf(file)) files[url] = served(file, url);
  }
  const notFound = (under: string) => {
    const page = notFoundPageFiles.find((candidate) => candidate.under === under);
    if (!page) throw new Error(`No 404 page answers under ${under}`);
    return served(page.file, `/${page.file}`);
  };
  return {
    headers: securityHeaders(options),
    files,
    notFound: notFound("/"),
    notFoundUnder: Object.fromEntries(
      notFoundPageFiles.filter(({ under }) => under !== "/").map(({ under }) => [under, notFound(under)]),
    ),
  };
}

/** Every file under a client folder, relative to it, with forward slashes. */
export function clientFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(clientDir.length)
        .replace(/^[\\/]/, "")
        .replaceAll("\\", "/"),
    );
}

function guestFiles(clientDir: string): string[] {
  return clientFiles(clientDir)
    .filter((file) => !HOST_FILES.has(file) && !file.split("/").some((part) => part.startsWith(".")))
    .filter((file) => !ENCODINGS.some((encoding) => file.endsWith(EXTENSION_OF[encoding])))
    .sort();
}

/** A prerendered page answers at its path with and without the trailing slash; any other file at its own. */
export function urlsOf(file: string): string[] {
  if (file === "index.html") return ["/"];
  if (file.endsWith("/index.html")) {
    const page = `/${file.slice(0, -"/index.html".length)}`;
    return [page, `${page}/`];
  }
  return [`/${file}`];
}

/** Written whole or not at all (a rename), so a server never reads half of it. */
export function writeSiteManifest(manifest: SiteManifest, buildDir = BUILD_DIR): void {
  const draft = join(buildDir, `${MANIFEST_FILE}.draft`);
  writeFileSync(draft, JSON.stringify(manifest, null, 2));
  renameSync(draft, join(buildDir, MANIFEST_FILE));
}

export function manifestPath(buildDir = BUILD_DIR): string {
  return resolve(buildDir, MANIFEST_FILE);
}
