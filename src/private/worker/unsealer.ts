/**
 * What the service worker of a private site, or of one with pages for some
 * guests, does (./unseal-worker.ts wires it to the worker's events; README.md
 * beside tells the order). It keeps the keys a guest's browser opened the
 * site with, and answers each of the site's addresses with its file opened
 * from the sealed copy, precached or fetched. Without a key it leaves the
 * request to Workbox's routes, which answer as a static host does: with the
 * unlock page, or the page everyone reads.
 */
import {
  FORGET_PARAMETER,
  GREETING_FACE_FILE,
  GREETING_FACES_CACHE,
  SEAL_FILE,
  SEALED_FOLDER,
  SEALED_INDEX,
} from "../paths";
import { openRecord, storedOf, type HouseholdRecord, type RecordKey, type StoredHousehold } from "../household-record";
import type { WorkerAnswer, WorkerRequest } from "../messages";
import {
  INDEX_LABEL,
  aesKey,
  fromBase64Url,
  open,
  siteKeyFrom,
  type EveryonesEntry,
  type SealFile,
  type SealedEntry,
  type SealedIndex,
} from "../sealing";

/** Where the worker keeps what outlives it; IndexedDB keeps a CryptoKey as it is, unreadable to scripts. */
export type KeyStore = {
  get<Value>(name: string): Promise<Value | undefined>;
  set(name: string, value: unknown): Promise<void>;
  del(name: string): Promise<void>;
};

export type UnsealerDeps = {
  store: KeyStore;
  caches: CacheStorage;
  fetch: (input: string | Request, init?: RequestInit) => Promise<Response>;
  /** Asks the site's open pages for the visit's key: the worker forgets it when the browser stops it. */
  askPages: () => Promise<CryptoKey | null>;
};

/** Sealed files the precache does not hold: photos once seen, households' records, their own pages. */
export const SEALED_CACHE = "sealed";

/** In the store: a remembered passphrase's key, a household's record key, and that a visit holds a key in pages. */
const REMEMBERED = "passphrase-key";
const HOUSEHOLD = "household";
const VISIT = "visit";

/** A site the worker opened: the key its files are sealed with, its index of them, and whether a household's own. */
type SealedSite = {
  siteKey: CryptoKey;
  index: SealedIndex;
  own?: true;
  /** Beside a household's own pages on a private site: everyone's, which answer what its own share with them. */
  everyones?: SealedSite;
};

export function createUnsealer({ store, caches, fetch, askPages }: UnsealerDeps) {
  /** The keys this worker holds, read from the store once it starts; the visit's lives in memory alone. */
  let remembered: CryptoKey | null = null;
  let visitKey: CryptoKey | null = null;
  let visitUnderWay = false;
  let householdKey: RecordKey | null = null;
  /** Read from the store: until then, any request may be the worker's. */
  let isLoaded = false;
  /** What this worker, of this build, opened: a new build's worker opens it again, from the new files. */
  let household: Promise<HouseholdRecord | null> | undefined;
  let site: Promise<SealedSite | null> | undefined;

  const loaded = Promise.all([
    store.get<CryptoKey>(REMEMBERED),
    store.get<RecordKey>(HOUSEHOLD),
    store.get<boolean>(VISIT),
  ]).then(([passphrase, household, visit]) => {
    remembered ??= passphrase ?? null;
    householdKey ??= household ?? null;
    visitUnderWay ||= visit === true;
    isLoaded = true;
  });

  async function sealedBytes(path: string): Promise<Uint8Array<ArrayBuffer>> {
    const cached = await caches.match(path, { ignoreSearch: true });
    if (cached) return new Uint8Array(await cached.arrayBuffer());
    const response = await fetch(path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await (await caches.open(SEALED_CACHE)).put(path, response.clone());
    return new Uint8Array(await response.arrayBuffer());
  }

  /** The network's answer first: a new build seals anew, and what it no longer has is gone (a household taken off). */
  async function freshBytes(path: string): Promise<Uint8Array<ArrayBuffer> | "gone" | null> {
    const answered = await fetch(path, { cache: "no-cache" }).catch(() => undefined);
    if (answered?.status === 404) return "gone";
    if (answered?.ok) {
      await (await caches.open(SEALED_CACHE)).put(path, answered.clone());
      return new Uint8Array(await answered.arrayBuffer());
    }
    // Offline: the copy kept since this build's worker took over.
    const cached = await caches.match(path);
    return cached ? new Uint8Array(await cached.arrayBuffer()) : null;
  }

  async function openIndex(key: CryptoKey, path: string, bytes?: Uint8Array<ArrayBuffer>): Promise<SealedSite | null> {
    try {
      const index = await open(key, bytes ?? (await sealedBytes(path)), INDEX_LABEL);
      return { siteKey: key, index: JSON.parse(new TextDecoder().decode(index)) as SealedIndex };
    } catch {
      return null;
    }
  }

  /** The household's record of this build, or null when there is none: taken off the list, it forgets it. */
  async function householdRecord(): Promise<HouseholdRecord | null> {
    if (!householdKey) return null;
    const bytes = await freshBytes(householdKey.address);
    if (bytes === "gone") {
      await forget();
      return null;
    }
    return bytes && openRecord(householdKey.key, bytes);
  }

  async function withPassphraseKey(key: CryptoKey): Promise<SealedSite | null> {
    const sealFile = JSON.parse(new TextDecoder().decode(await sealedBytes(SEAL_FILE))) as SealFile;
    const siteKey = await siteKeyFrom(key, sealFile);
    return siteKey && openIndex(siteKey, SEALED_INDEX);
  }

  const openSiteIndex = async (siteKey: string) => openIndex(await aesKey(fromBase64Url(siteKey)), SEALED_INDEX);

  /** The pages a household's record opens: its own, or a private site's with this build's key. */
  async function withRecord(record: HouseholdRecord): Promise<SealedSite | null> {
    if (record.pages) {
      const path = SEALED_FOLDER + record.pages.index;
      const bytes = await freshBytes(path);
      if (bytes === "gone" || bytes === null) return null;
      const pages = await openIndex(await aesKey(fromBase64Url(record.pages.key)), path, bytes);
      const everyones = record.siteKey ? await openSiteIndex(record.siteKey) : undefined;
      return pages && { ...pages, own: true, ...(everyones ? { everyones } : {}) };
    }
    return record.siteKey ? openSiteIndex(record.siteKey) : null;
  }

  /** The site this worker opens: a household's pages first, then a passphrase's; null when it holds no key. */
  async function openSite(): Promise<SealedSite | null> {
    await loaded;
    household ??= householdRecord();
    const record = await household;
    const byRecord = record && (await withRecord(record));
    if (byRecord) return byRecord;
    if (!remembered && !visitKey && visitUnderWay) visitKey = await askPages();
    const key = remembered ?? visitKey;
    if (!key) {
      if (visitUnderWay) {
        // No page of the visit is open any more: the visit is over.
        visitUnderWay = false;
        await store.del(VISIT);
      }
      return null;
    }
    const sealed = await withPassphraseKey(key);
    // A new passphrase: the key no longer opens this build.
    if (!sealed) await forget();
    return sealed;
  }

  const currentSite = () => (site ??= openSite());

  async function forget(): Promise<void> {
    remembered = null;
    visitKey = null;
    visitUnderWay = false;
    householdKey = null;
    household = Promise.resolve(null);
    site = undefined;
    await Promise.all([
      store.del(REMEMBERED),
      store.del(HOUSEHOLD),
      store.del(VISIT),
      caches.delete(SEALED_CACHE),
      caches.delete(GREETING_FACES_CACHE),
    ]);
  }

  /** A path as the sealed index names it, or null when it is no path (a malformed "%"). */
  function decodedPath(pathname: string): string | null {
    try {
      return decodeURIComponent(pathname);
    } catch {
      return null;
    }
  }

  async function answerFromSeal(request: Request, url: URL, sealed: SealedSite): Promise<Response | undefined> {
    const navigating = request.mode === "navigate";
    const path = decodedPath(url.pathname);
    const entry: SealedEntry | EveryonesEntry | undefined =
      (path === null ? undefined : sealed.index.files[path]) ??
      (navigating
        ? sealed.index.notFound.find(({ under }) => (path ?? url.pathname).startsWith(under))?.entry
        : undefined);
    if (!entry) return undefined;
    // Everyone's file: a private site's, opened with its key, or a public site's, as a host answers it.
    if ("everyones" in entry) return sealed.everyones && answerFromSeal(request, url, sealed.everyones);
    const opened = await open(sealed.siteKey, await sealedBytes(SEALED_FOLDER + entry.id), entry.id);
    const body = entry.gzipped ? new Blob([opened]).stream().pipeThrough(new DecompressionStream("gzip")) : opened;
    // Never kept by the browser's own caches, so that nothing opened shows again once the key is forgotten.
    return new Response(body, { status: entry.status, headers: { ...entry.headers, "Cache-Control": "no-store" } });
  }

  /** What a static host answers: a page from the network first, then its precached copy; the rest from the precache. */
  async function asAHostWould(request: Request, url: URL): Promise<Response> {
    if (request.mode === "navigate") {
      return fetch(request).catch(
        async () =>
          (await caches.match(url.pathname.replace(/(.)\/$/, "$1"), { ignoreSearch: true })) ?? Response.error(),
      );
    }
    return (await caches.match(request, { ignoreSearch: true })) ?? fetch(request);
  }

  /**
   * Whether a request is the worker's to answer: the site's own GETs on a device with a key, but the sealed files
   * and the greetings' faces, which sw.js keeps as a greeting draws them.
   */
  function handles(request: Request, origin: string): boolean {
    const url = new URL(request.url);
    if (request.method !== "GET" || url.origin !== origin || url.pathname.startsWith(SEALED_FOLDER)) return false;
    if (GREETING_FACE_FILE.test(url.pathname)) return false;
    const holdsNothing = isLoaded && !remembered && !visitKey && !visitUnderWay && !householdKey;
    return !holdsNothing || url.searchParams.has(FORGET_PARAMETER);
  }

  /** The file that answers one of the site's requests: opened from what is sealed, or as a static host would. */
  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.mode === "navigate" && url.searchParams.has(FORGET_PARAMETER)) {
      // The host's unlock page, whose script takes "?forget" off the address.
      await forget();
      return asAHostWould(request, url);
    }
    const sealed = await currentSite();
    const opened = sealed ? await answerFromSeal(request, url, sealed) : undefined;
    return opened ?? asAHostWould(request, url);
  }

  /** Fetches what the pages need (not the photos), so that a guest reads them offline too. */
  async function fetchAhead({ index }: SealedSite): Promise<void> {
    const entries = [...Object.values(index.files), ...index.notFound.map(({ entry }) => entry)];
    const sealedOnes = entries.filter((entry): entry is SealedEntry => !("everyones" in entry));
    await Promise.all(
      [...new Set(sealedOnes.filter((entry) => entry.eager))].map((entry) => sealedBytes(SEALED_FOLDER + entry.id)),
    );
  }

  const named = (record: HouseholdRecord | null): StoredHousehold | null => record && storedOf(record);
  /** Whether the page at `pathname` is one of a household's own, not everyone's. */
  function ownPageAt(sealed: SealedSite | null, pathname: string | undefined): boolean {
    const path = sealed?.own && pathname !== undefined ? decodedPath(pathname) : null;
    const entry = path === null ? undefined : sealed?.index.files[path];
    return entry !== undefined && !("everyones" in entry);
  }

  const openedAnswer = (sealed: SealedSite | null, pathname?: string) => ({
    opened: Boolean(sealed),
    ownPage: ownPageAt(sealed, pathname),
  });

  async function status(pathname?: string): Promise<WorkerAnswer> {
    const sealed = await currentSite();
    return { ...openedAnswer(sealed, pathname), household: named((await household) ?? null) };
  }

  /** Answers a page's message; `keepGoing` holds the worker up while it fetches a household's pages ahead. */
  async function reply(message: WorkerRequest, keepGoing: (work: Promise<unknown>) => void): Promise<WorkerAnswer> {
    await loaded;
    if (message.type === "forget") {
      await forget();
      return { opened: false, household: null };
    }
    if (message.type === "status") return status(message.path);
    if (message.type === "visit") return { ...(await status()), ...(visitKey ? { visitKey } : {}) };
    if (message.type === "household") {
      // Taken at once: a page that asks meanwhile (the guest moved on) waits for this record, not "nobody".
      const opening = (async () => {
        const bytes = await freshBytes(message.recordKey.address);
        return bytes instanceof Uint8Array ? openRecord(message.recordKey.key, bytes) : null;
      })();
      const before = household;
      household = opening.then(async (record) => record ?? (await (before ?? householdRecord())));
      site = undefined;
      const record = await opening;
      if (!record) return { ...openedAnswer(await currentSite(), message.path), household: null };
      householdKey = message.recordKey;
      await store.set(HOUSEHOLD, message.recordKey);
      const pages = await currentSite();
      if (pages) keepGoing(fetchAhead(pages));
      return { ...openedAnswer(pages, message.path), household: named(record) };
    }
    const sealed = await withPassphraseKey(message.key);
    if (!sealed) return { opened: false, household: named((await household) ?? null) };
    if (message.remember) {
      remembered = message.key;
      await store.set(REMEMBERED, message.key);
    } else {
      visitKey = message.key;
      // That a visit holds a key in its pages, never the key itself (docs/privacy.md).
      await store.set(VISIT, true);
    }
    site = Promise.resolve(sealed);
    return { opened: true, household: named((await household) ?? null) };
  }

  /** A new build's worker took over: the sealed files kept for the last one are another build's, and go. */
  const activate = () => caches.delete(SEALED_CACHE).then(() => undefined);

  return { handles, answer, reply, activate };
}

export type Unsealer = ReturnType<typeof createUnsealer>;
