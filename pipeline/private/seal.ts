/**
 * A private site (WEDDING_PASSPHRASE at build): every file of the built site
 * is sealed with a key of this build's own (AES-256-GCM) under an id that says
 * nothing of it, and every page is replaced by the unlock page. The site's key
 * is sealed in turn with the key the passphrase gives (PBKDF2-SHA-256), in
 * seal.json. What stays in the clear: the unlock pages and their script, the
 * service worker, the faces (and the greetings' faces' stylesheets, which name
 * only them), the icons (the couple's initials), and the files for hosts.
 * docs/privacy.md says what this keeps from whom; decision 0011 why it is built so.
 */
import { createHmac } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { constants, gzipSync } from "node:zlib";
import {
  GREETING_FACE_FILE,
  OWN_PAGE_ATTRIBUTE,
  SEAL_FILE,
  SEALED_FOLDER,
  SEALED_INDEX,
  SEALED_SUBFOLDER,
} from "../../src/private/paths";
import {
  INDEX_LABEL,
  PBKDF2_ITERATIONS,
  SITE_KEY_LABEL,
  aesKey,
  keyFromPassphrase,
  seal,
  toBase64Url,
  type EveryonesEntry,
  type SealFile,
  type SealedEntry,
  type SealedIndex,
} from "../../src/private/sealing";
import { languageOfPath, samePageIn } from "../../src/language-paths";
import type { Site } from "../../src/site/site.server";
import { directionOf } from "../../src/words/direction";
import { wordsFor } from "../../src/words";
import { contentSecurityPolicy, contentTypeOf, securityHeaders } from "../hosts/http-headers";
import { inlineHashes } from "../hosts/inline-hashes";
import { clientFiles, notFoundFiles, urlsOf } from "../hosts/site-manifest";
import { FAVICON_PNGS } from "../postbuild/social-images";
import { PRECACHED_EXTENSIONS } from "../postbuild/service-worker";
import { unlockPage } from "./unlock-page";

export type SealOptions = {
  passphrase: string;
  /** WEDDING_SECRET, when the couple set one: the passphrase's salt is then the same from build to build. */
  secret?: string;
  /** Origins beyond the site's own that its pages may send to, for the pages' own policies. */
  connectTo: string[];
  /** The site in each of its languages, the default first: each unlock page's words and names. */
  sites: readonly Site[];
};

/** What a private site keeps in the clear besides its unlock pages: for hosts, home screens and faces. */
const CLEAR = new Set([
  "robots.txt",
  ".nojekyll",
  "_redirects",
  "manifest.webmanifest",
  "favicon.svg",
  ...FAVICON_PNGS.map(({ path }) => path.slice(1)),
]);
// What is sealed already (households' own pages, ./own-pages.ts) stays as it is.
const staysPublic = (file: string) =>
  CLEAR.has(file) ||
  file.endsWith(".woff2") ||
  GREETING_FACE_FILE.test(`/${file}`) ||
  file.startsWith(SEALED_FOLDER.slice(1));

/** Sealed files the service worker precaches, as it does a public site's; the rest (photos) once seen. */
const isPrecached = (file: string) => PRECACHED_EXTENSIONS.some((extension) => file.endsWith(`.${extension}`));

/** Whether `file` holds `bytes`, byte for byte. */
const isSame = (bytes: Buffer, file: string) => existsSync(file) && readFileSync(file).equals(bytes);

/** Files a host would compress: the text among them (fonts and photos are compressed as they are). */
const isText = (file: string) => isPrecached(file) && !file.endsWith(".woff2");

export const randomId = () => toBase64Url(crypto.getRandomValues(new Uint8Array(16)));

/** A salt of the couple's own: from their secret, so that a remembered key outlives a new build, or else new each build. */
function saltOf(secret: string | undefined): Uint8Array<ArrayBuffer> {
  if (!secret) return crypto.getRandomValues(new Uint8Array(16));
  return new Uint8Array(createHmac("sha256", secret).update("passphrase salt").digest().subarray(0, 16));
}

/** The invitation's @font-face rules, from the built stylesheets, for the unlock page's names in its faces. */
function invitationFaces(client: string, files: string[]): string {
  const rules = files
    .filter((file) => file.endsWith(".css"))
    .flatMap((file) => readFileSync(join(client, file), "utf8").match(/@font-face\{[^}]*\}/g) ?? [])
    .filter((rule) => /font-family:\s*"?(Cormorant Garamond|Inter)\b/.test(rule));
  return [...new Set(rules)].join("");
}

/** A household's own page, marked as one where it is not everyone's (OWN_PAGE_ATTRIBUTE). */
const markedOwn = (page: Buffer) =>
  Buffer.from(page.toString("utf8").replace(/<html\b/u, `<html ${OWN_PAGE_ATTRIBUTE}=""`));

/**
 * Seals every file of `from` (a client folder) with `key` into `into`'s sealed folder, each under a random id
 * that begins with `folder`, and gives back the sealed index: each path's id, status and headers. A file the
 * same as in `everyones` (everyone's client folder, for a household's own pages) is indexed as everyone's; a
 * page that is not is marked as the household's own.
 */
export async function sealFiles(
  from: string,
  files: readonly string[],
  {
    into,
    folder,
    key,
    connectTo,
    languages,
    everyones,
  }: {
    into: string;
    folder: (file: string) => string;
    key: CryptoKey;
    connectTo: string[];
    languages: readonly string[];
    everyones?: string;
  },
): Promise<SealedIndex> {
  const index: SealedIndex = { files: {}, notFound: [] };
  const notFoundPages = notFoundFiles(languages);
  const basePolicy = contentSecurityPolicy({ inline: { scripts: [], styles: [] }, connectTo });
  const put = (file: string, entry: SealedEntry | EveryonesEntry) => {
    const notFound = notFoundPages.find((page) => page.file === file);
    if (notFound) index.notFound.push({ under: notFound.under, entry });
    else for (const url of urlsOf(file)) index.files[url] = entry;
  };
  for (const file of files) {
    const read = readFileSync(join(from, file));
    if (everyones && isSame(read, join(everyones, file))) {
      put(file, { everyones: true });
      continue;
    }
    const isPage = file.endsWith(".html");
    const bytes = everyones && isPage ? markedOwn(read) : read;
    const id = `${folder(file)}${randomId()}`;
    const headers = {
      ...securityHeaders({ allowSearchEngines: false }),
      "Content-Type": contentTypeOf(file),
      "Content-Security-Policy": isPage
        ? contentSecurityPolicy({ inline: inlineHashes(bytes.toString("utf8")), connectTo })
        : basePolicy,
    };
    const gzipped = isText(file);
    const body = gzipped ? gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }) : bytes;
    mkdirSync(dirname(join(into, SEALED_FOLDER, id)), { recursive: true });
    writeFileSync(join(into, SEALED_FOLDER, id), await seal(key, new Uint8Array(body), id));
    const notFound = notFoundPages.some((page) => page.file === file);
    put(file, {
      id,
      status: notFound ? 404 : 200,
      headers,
      ...(isPrecached(file) ? { eager: true } : {}),
      ...(gzipped ? { gzipped: true } : {}),
    });
  }
  index.notFound.sort((a, b) => b.under.length - a.under.length);
  return index;
}

/**
 * Seals the built site in `client`; gives back its key, for the household links' records: a household's device
 * keeps the key to its record, never this one, so that a household taken off the list opens no later build.
 */
export async function sealSite(
  client: string,
  { passphrase, secret, connectTo, sites }: SealOptions,
): Promise<{ siteKey: Uint8Array }> {
  const languages = sites.map((site) => site.language);
  const files = clientFiles(client).filter((file) => !staysPublic(file));
  const fontFaces = invitationFaces(client, files);
  const rawSiteKey = crypto.getRandomValues(new Uint8Array(32));
  const siteKey = await aesKey(rawSiteKey);
  const folder = (file: string) => (isPrecached(file) ? "" : SEALED_SUBFOLDER.media);
  const index = await sealFiles(client, files, { into: client, folder, key: siteKey, connectTo, languages });
  for (const file of files) rmSync(join(client, file));
  const pages = files.filter((file) => file.endsWith(".html"));
  const indexBytes = new TextEncoder().encode(JSON.stringify(index));
  writeFileSync(join(client, SEALED_INDEX), await seal(siteKey, indexBytes, INDEX_LABEL));

  const salt = saltOf(secret);
  const passphraseKey = await keyFromPassphrase(passphrase, salt, PBKDF2_ITERATIONS);
  const sealFile: SealFile = {
    salt: toBase64Url(salt),
    iterations: PBKDF2_ITERATIONS,
    box: toBase64Url(await seal(passphraseKey, rawSiteKey, SITE_KEY_LABEL)),
  };
  writeFileSync(join(client, SEAL_FILE), JSON.stringify(sealFile));

  const notFoundPages = notFoundFiles(languages);
  for (const page of pages) {
    const notFound = notFoundPages.some(({ file }) => file === page);
    // A 404 page speaks the site's first language, and offers the others' home pages.
    const path = notFound ? "/" : urlsOf(page)[0];
    const language = notFound ? languages[0] : languageOfPath(languages, path);
    const site = sites[languages.indexOf(language)];
    writeFileSync(
      join(client, page),
      unlockPage({
        language,
        direction: directionOf(language),
        words: site.words,
        coupleNames: site.coupleNames,
        names: site.names,
        fontFaces,
        otherLanguages: languages
          .filter((other) => other !== language)
          .map((other) => ({
            language: other,
            name: wordsFor(other).languageName,
            href: samePageIn(languages, path, other),
          })),
      }),
    );
  }
  return { siteKey: rawSiteKey };
}
