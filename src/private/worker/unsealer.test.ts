// @vitest-environment node
/**
 * The service worker's part that opens a private site, on builds the build's
 * own code seals (pipeline/private/): each "device" is a worker with a store
 * of its own that outlives it, as IndexedDB does, and a new build's worker is
 * a new one on the same store, as a browser starts it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sealSite } from "../../../pipeline/private/seal";
import { writeHouseholdRecords } from "../../../pipeline/private/household-records";
import { pageSetKey, sealPages } from "../../../pipeline/private/own-pages";
import { clientFiles } from "../../../pipeline/hosts/site-manifest";
import { siteOfContent } from "../../../tests/support/site-of-content";
import { wedding } from "../../../content/wedding";
import { linkKeyOf, recordOf } from "../household-record";
import { PBKDF2_ITERATIONS, fromBase64Url, keyFromPassphrase, type SealFile } from "../sealing";
import { GREETING_FACES, OWN_PAGE_ATTRIBUTE, SEAL_FILE, SEALED_FOLDER, SEALED_SUBFOLDER } from "../paths";
import type { WorkerRequest } from "../messages";
import { SEALED_CACHE, createUnsealer, type KeyStore } from "./unsealer";

const PASSPHRASE = "violet harbour ladder seven";
const SECRET = "a couple's secret, long and random";
const ORIGIN = "https://wedding.example";
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const PAGES = ["index.html", "classic/index.html", "gamer/index.html", "404.html", "gamer/404.html"];

/** A build of the site, sealed by the build's own code: what its host serves, path by path. */
async function build(sentence: string, households: string[], passphrase = PASSPHRASE): Promise<Map<string, Buffer>> {
  const client = mkdtempSync(join(tmpdir(), "unsealer-build-"));
  folders.push(client);
  for (const page of PAGES) {
    mkdirSync(dirname(join(client, page)), { recursive: true });
    writeFileSync(join(client, page), `<!doctype html><title>${page}</title><p>${sentence}</p>`);
  }
  mkdirSync(join(client, "assets"));
  writeFileSync(join(client, "assets/app-1234.js"), `console.log(${JSON.stringify(sentence)});`);
  writeFileSync(join(client, "photo-1234.avif"), "a photo");
  const sites = [siteOfContent(wedding, "en", { sealed: true })];
  const { siteKey } = await sealSite(client, { passphrase, secret: SECRET, connectTo: [], sites });
  const list = households.map((id, index) => ({ id, greeting: `Dear ${id}`, groups: [], row: index + 2 }));
  await writeHouseholdRecords(client, list, { secret: SECRET, siteKey });
  return new Map(clientFiles(client).map((file) => [`/${file}`, readFileSync(join(client, file))]));
}

/**
 * A build whose "family" group reads a classic page of its own (as pipeline/private/own-pages.ts prerenders it,
 * every other file the same as everyone's), with the Silvas in that group; private with a passphrase.
 */
async function buildWithOwnPages(passphrase?: string): Promise<Map<string, Buffer>> {
  const buildDir = mkdtempSync(join(tmpdir(), "unsealer-own-pages-"));
  folders.push(buildDir);
  const client = join(buildDir, "client");
  const copy = join(buildDir, "pages-0");
  for (const [folder, classic, prerendered] of [
    [client, "Everyone's classic page.", false],
    [join(copy, "client"), "The family's classic page.", true],
  ] as const) {
    for (const page of PAGES) {
      // The copy as React Router prerenders it, its 404 pages in folders of their own, before they move.
      const file = join(folder, prerendered ? page.replace(/404\.html$/, "404/index.html") : page);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `<!doctype html><html><p>${page === "classic/index.html" ? classic : page}</p></html>`);
    }
    if (prerendered) writeFileSync(join(folder, "wedding.ics.data"), "");
  }
  const sites = [siteOfContent(wedding, "en", { sealed: passphrase !== undefined })];
  const set = { groups: ["family"] };
  const ownPages = new Map([[pageSetKey(set), await sealPages(copy, buildDir, { languages: ["en"], connectTo: [] })]]);
  const sealed = passphrase ? await sealSite(client, { passphrase, secret: SECRET, connectTo: [], sites }) : undefined;
  const list = [{ id: "silvas", greeting: "Dear silvas", groups: set.groups, row: 2 }];
  await writeHouseholdRecords(client, list, { secret: SECRET, siteKey: sealed?.siteKey, ownPages });
  return new Map(clientFiles(client).map((file) => [`/${file}`, readFileSync(join(client, file))]));
}

/** What the host has now: the build last published. */
const host = { files: new Map<string, Buffer>() };

type Fetched = string | Request | { url: string; mode?: string };

const pathOf = (input: Fetched) => (typeof input === "string" ? input : new URL(input.url).pathname);

/** The host answers a path with its file, a page's folder with its index.html, and anything else with 404. */
async function hostFetch(input: Fetched): Promise<Response> {
  const path = pathOf(input);
  const file = host.files.get(path) ?? host.files.get(`${path}/index.html`.replace("//", "/"));
  if (file) return new Response(new Uint8Array(file));
  return new Response(new Uint8Array(host.files.get("/404.html") ?? Buffer.from("")), { status: 404 });
}

/** A browser's CacheStorage, in memory: a device's caches outlive its worker, as a browser's do. */
function memoryCaches(): CacheStorage {
  const named = new Map<string, Map<string, Response>>();
  const cacheOf = (name: string) => {
    const entries = named.get(name) ?? new Map<string, Response>();
    named.set(name, entries);
    return {
      put: async (request: Fetched, response: Response) => void entries.set(pathOf(request), response.clone()),
      match: async (request: Fetched) => entries.get(pathOf(request))?.clone(),
    };
  };
  return {
    open: async (name: string) => cacheOf(name),
    match: async (request: Fetched) => {
      for (const name of named.keys()) {
        const found = await cacheOf(name).match(request);
        if (found) return found;
      }
      return undefined;
    },
    delete: async (name: string) => named.delete(name),
    has: async (name: string) => named.has(name),
    keys: async () => [...named.keys()],
  } as unknown as CacheStorage;
}

/** A guest's device: what outlives a worker (its store and caches), and the worker of the build it runs. */
function device({ pagesKeep = null as CryptoKey | null } = {}) {
  const stored = new Map<string, unknown>();
  const store: KeyStore = {
    get: async <Value>(name: string) => stored.get(name) as Value | undefined,
    set: async (name, value) => void stored.set(name, value),
    del: async (name) => void stored.delete(name),
  };
  const caches = memoryCaches();
  const pages = { key: pagesKeep };
  const startWorker = () => createUnsealer({ store, caches, fetch: hostFetch, askPages: async () => pages.key });
  let worker = startWorker();
  return {
    stored,
    caches,
    pages,
    /** A new build's worker takes over, as the browser starts it. */
    restart: async () => {
      worker = startWorker();
      await worker.activate();
    },
    tell: (message: WorkerRequest) => worker.reply(message, () => undefined),
    /** Whether its worker answers a file's request itself. */
    answers: (path: string) => worker.handles({ url: ORIGIN + path, method: "GET" } as Request, ORIGIN),
    /** The page at `path` as the device shows it, and whether its worker answered it from what is sealed. */
    open: async (path: string) => {
      const request = { url: ORIGIN + path, method: "GET", mode: "navigate" } as Request;
      const sealed = worker.handles(request, ORIGIN);
      const response = await worker.answer(request);
      return { sealed, status: response.status, text: await response.text() };
    },
  };
}

async function passphraseKey(): Promise<CryptoKey> {
  const seal = JSON.parse(host.files.get(SEAL_FILE)?.toString() ?? "{}") as SealFile;
  return keyFromPassphrase(PASSPHRASE, fromBase64Url(seal.salt), PBKDF2_ITERATIONS);
}

const byLink = async (id: string) => recordOf(await linkKeyOf(SECRET, id));

describe("the worker of a private site", () => {
  it("answers a page, a file and a malformed address from what is sealed, with the key a guest gave", async () => {
    host.files = await build("The first build.", []);
    const guest = device();
    expect((await guest.tell({ type: "unlock", key: await passphraseKey(), remember: true })).opened).toBe(true);
    const page = await guest.open("/classic");
    expect(page).toMatchObject({ status: 200, text: expect.stringContaining("The first build.") });
    expect(page.text).toContain("classic/index.html");
    const unknown = await guest.open("/gamer/%E0%A4%A");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("gamer/404.html");
    // The greetings' faces are sw.js's to keep as a greeting draws them; the pages' faces are this worker's.
    expect(guest.answers(`/assets/${GREETING_FACES}inter-latin-wght-normal-B5A7po7K.woff2`)).toBe(false);
    expect(guest.answers("/assets/inter-latin-wght-normal-DAztlWnr.woff2")).toBe(true);
    // A couple's photo may be named so: it is no face.
    expect(guest.answers(`/assets/${GREETING_FACES}from-lisbon-Bx1aX9c2.avif`)).toBe(true);
  });

  it("sends pages as small as a host's compression would, as the host cannot compress what is sealed", async () => {
    const sentence = "A long page, its styles inline. ".repeat(2000);
    host.files = await build(sentence, []);
    const sealed = [...host.files].filter(([path]) => path.startsWith(SEALED_FOLDER));
    const sealedBytes = sealed.reduce((sum, [, bytes]) => sum + bytes.length, 0);
    // Five pages and a script, each holding the sentence: sealed as they are, they would weigh more than that.
    expect(sealedBytes).toBeLessThan(sentence.length / 4);
    const guest = device();
    await guest.tell({ type: "unlock", key: await passphraseKey(), remember: true });
    expect((await guest.open("/classic")).text).toContain(`<p>${sentence}</p>`);
  });

  it("leaves a device with no key to the host, whose every page is the unlock page", async () => {
    host.files = await build("The first build.", []);
    const stranger = device();
    expect((await stranger.tell({ type: "status" })).opened).toBe(false);
    const page = await stranger.open("/classic");
    expect(page.sealed).toBe(false);
    expect(page.text).not.toContain("The first build.");
  });

  it("lets a key go that a new build's passphrase no longer opens", async () => {
    host.files = await build("The first build.", []);
    const guest = device();
    await guest.tell({ type: "unlock", key: await passphraseKey(), remember: true });
    host.files = await build("A build with another passphrase.", [], "another four ordinary words");
    await guest.restart();
    expect((await guest.open("/classic")).text).not.toContain("another passphrase");
    expect(guest.stored.size).toBe(0);
  });

  it("keeps opening for a household's link after a new passphrase, which shuts out a guest who typed the old one", async () => {
    host.files = await build("The first build.", ["silvas"]);
    const silvas = device();
    const typed = device();
    await silvas.tell({ type: "household", recordKey: await byLink("silvas") });
    await typed.tell({ type: "unlock", key: await passphraseKey(), remember: true });
    host.files = await build("A build with another passphrase.", ["silvas"], "another four ordinary words");
    for (const guest of [silvas, typed]) await guest.restart();
    expect((await silvas.open("/classic")).text).toContain("another passphrase");
    expect((await typed.open("/classic")).text).not.toContain("another passphrase");
  });

  it("keeps a key the guest did not ask to be remembered out of the store, and asks the visit's open pages for it", async () => {
    host.files = await build("The first build.", []);
    const guest = device();
    const key = await passphraseKey();
    await guest.tell({ type: "unlock", key, remember: false });
    expect([...guest.stored.values()].some((value) => value instanceof CryptoKey)).toBe(false);
    // The browser stopped the worker; a page of the visit, still open, hands the key back.
    guest.pages.key = (await guest.tell({ type: "visit" })).visitKey ?? null;
    await guest.restart();
    expect((await guest.open("/classic")).text).toContain("The first build.");
    // Every page of the visit closed: the visit is over, and the site is closed.
    guest.pages.key = null;
    await guest.restart();
    expect((await guest.open("/classic")).text).not.toContain("The first build.");
    expect(guest.stored.size).toBe(0);
  });

  it("prunes what it kept of the last build when a new build's worker takes over", async () => {
    host.files = await build("The first build.", []);
    const guest = device();
    await guest.tell({ type: "unlock", key: await passphraseKey(), remember: true });
    await guest.open("/photo-1234.avif");
    const kept = async () => (await (await guest.caches.open(SEALED_CACHE)).match(SEAL_FILE)) !== undefined;
    expect(await kept()).toBe(true);
    await guest.restart();
    expect(await kept()).toBe(false);
  });
});

describe("a household's link", () => {
  it("answers a page that asks while the link's record is still being read with that household", async () => {
    host.files = await build("The first build.", ["silvas"]);
    const guest = device();
    const opening = guest.tell({ type: "household", recordKey: await byLink("silvas") });
    expect((await guest.tell({ type: "status" })).household).toEqual({ greeting: "Dear silvas" });
    await opening;
  });
});

describe("a household's own pages", () => {
  it("seal only what is not everyone's, which the worker answers as everyone's is, on a public and a private site", async () => {
    for (const passphrase of [undefined, PASSPHRASE]) {
      host.files = await buildWithOwnPages(passphrase);
      const ownSealed = [...host.files.keys()].filter((path) =>
        path.startsWith(SEALED_FOLDER + SEALED_SUBFOLDER.pages),
      );
      // The classic page, and the index of the family's pages.
      expect(ownSealed, passphrase && "private").toHaveLength(2);
      const silvas = device();
      await silvas.tell({ type: "household", recordKey: await byLink("silvas") });
      // The classic page is theirs, marked as theirs; the game's is everyone's, which no page reads again for.
      expect(await silvas.tell({ type: "status", path: "/classic" })).toMatchObject({ opened: true, ownPage: true });
      expect(await silvas.tell({ type: "status", path: "/gamer" })).toMatchObject({ opened: true, ownPage: false });
      const classic = (await silvas.open("/classic")).text;
      expect(classic).toContain("The family's classic page.");
      expect(classic).toContain(`<html ${OWN_PAGE_ATTRIBUTE}=""`);
      const gamer = (await silvas.open("/gamer")).text;
      expect(gamer).toContain("gamer/index.html");
      expect(gamer).not.toContain(OWN_PAGE_ATTRIBUTE);
      expect((await silvas.open("/gamer/nowhere")).status).toBe(404);
    }
  });
});

describe("a household taken off the list", () => {
  it("opens nothing of the next build, while every other household and a remembered guest open it unasked", async () => {
    host.files = await build("The first build.", ["silvas", "smiths"]);
    const silvas = device();
    const smiths = device();
    const typed = device();
    expect((await silvas.tell({ type: "household", recordKey: await byLink("silvas") })).household).toEqual({
      greeting: "Dear silvas",
    });
    await smiths.tell({ type: "household", recordKey: await byLink("smiths") });
    await typed.tell({ type: "unlock", key: await passphraseKey(), remember: true });
    for (const guest of [silvas, smiths, typed]) expect((await guest.open("/")).text).toContain("The first build.");
    // Everyone's pages of the private site: no page of theirs is read again for pages of their own.
    expect(await smiths.tell({ type: "status", path: "/classic" })).toMatchObject({ opened: true, ownPage: false });

    host.files = await build("The second build, without the Silvas.", ["smiths"]);
    for (const guest of [silvas, smiths, typed]) await guest.restart();
    expect((await smiths.open("/")).text).toContain("The second build");
    expect((await typed.open("/")).text).toContain("The second build");
    const shut = await silvas.open("/");
    expect(shut.text).not.toContain("The second build");
    expect(await silvas.tell({ type: "status" })).toEqual({ opened: false, ownPage: false, household: null });
    expect(silvas.stored.size).toBe(0);
    // Their link, opened again, opens nothing either.
    expect((await silvas.tell({ type: "household", recordKey: await byLink("silvas") })).household).toBeNull();
    expect((await silvas.open("/classic")).text).not.toContain("The second build");
  });
});
