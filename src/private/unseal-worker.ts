/**
 * What the service worker of a private site adds (imported by sw.js, which
 * pipeline/service-worker.ts writes): it holds the key a guest's passphrase
 * gave, and answers each of the site's addresses with its file opened from
 * the sealed copy, precached or fetched. Without a key it answers as a
 * static host would, with the unlock page. Built by pipeline/seal.ts.
 */
import { del, get, set } from "idb-keyval";
import {
  INDEX_LABEL,
  SEAL_FILE,
  SEALED_FOLDER,
  SEALED_INDEX,
  open,
  siteKeyFrom,
  type SealFile,
  type SealedIndex,
} from "./sealing";
import { FORGET_PARAMETER, type WorkerAnswer, type WorkerRequest } from "./worker-messages";

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: WorkerRequest;
  ports: readonly MessagePort[];
}
type WorkerScope = {
  location: { origin: string };
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
};
const scope = globalThis as unknown as WorkerScope;

/** The key kept on the device (IndexedDB keeps a CryptoKey as it is, still unreadable to scripts). */
type Held = { id: string; key: CryptoKey; remember: boolean; usedAt: number };
/** A household's key to the pages of its groups, kept until "Not you?" or "Forget". */
type HeldGroups = { id: string; key: CryptoKey; index: string };
type Opened = { siteKey: CryptoKey; index: SealedIndex };

const HELD = "passphrase-key";
const HELD_GROUPS = "groups-key";
/** A key the guest did not ask to be remembered lasts the visit: until this long after the last page it opened. */
const VISIT_MS = 60 * 60 * 1000;
/** Sealed files not precached: photos, kept once fetched, and a household's groups' pages. */
const SEALED_CACHE = "sealed";

/** Undefined until read from IndexedDB, null when there is no key. This worker is the only one that writes them. */
let held: Held | null | undefined;
let heldGroups: HeldGroups | null | undefined;
let opened: { id: string; site: Promise<Opened | null> } | undefined;

async function sealedBytes(path: string): Promise<Uint8Array<ArrayBuffer>> {
  const cached = await caches.match(path, { ignoreSearch: true });
  if (cached) return new Uint8Array(await cached.arrayBuffer());
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  if (!path.startsWith(SEALED_FOLDER)) return new Uint8Array(await response.arrayBuffer());
  await (await caches.open(SEALED_CACHE)).put(path, response.clone());
  return new Uint8Array(await response.arrayBuffer());
}

async function openIndex(key: CryptoKey, path: string): Promise<Opened | null> {
  try {
    const index = await open(key, await sealedBytes(path), INDEX_LABEL);
    return { siteKey: key, index: JSON.parse(new TextDecoder().decode(index)) as SealedIndex };
  } catch {
    return null;
  }
}

/**
 * A household's groups' pages, their index asked of the network first: a new build seals them anew, and the old
 * copy's index is then gone from the host, so the worker lets the key go rather than answer with old pages.
 */
async function openGroups({ key, index }: Pick<HeldGroups, "key" | "index">): Promise<Opened | null> {
  const path = SEALED_FOLDER + index;
  const answered = await fetch(path).catch(() => undefined);
  if (answered?.status === 404) return null;
  if (answered?.ok) await (await caches.open(SEALED_CACHE)).put(path, answered);
  return openIndex(key, path);
}

async function openWith(key: CryptoKey): Promise<Opened | null> {
  const seal = JSON.parse(new TextDecoder().decode(await sealedBytes(SEAL_FILE))) as SealFile;
  const siteKey = await siteKeyFrom(key, seal);
  return siteKey && openIndex(siteKey, SEALED_INDEX);
}

async function forgetGroups(): Promise<void> {
  heldGroups = null;
  opened = undefined;
  await del(HELD_GROUPS);
}

async function forget(): Promise<void> {
  held = null;
  opened = undefined;
  await Promise.all([del(HELD), forgetGroups()]);
}

/**
 * The opened site: a household's groups' pages while their key is held, else the private site's while the
 * passphrase's is and its visit has not lapsed; null when neither, or when a new build no longer opens with them.
 */
async function current(navigating: boolean): Promise<Opened | null> {
  await loaded;
  if (heldGroups) {
    if (opened?.id !== heldGroups.id) opened = { id: heldGroups.id, site: openGroups(heldGroups) };
    const site = await opened.site;
    if (site) return site;
    await forgetGroups();
  }
  if (!held) return null;
  if (!held.remember && Date.now() - held.usedAt > VISIT_MS) {
    await forget();
    return null;
  }
  if (navigating && !held.remember) {
    held = { ...held, usedAt: Date.now() };
    await set(HELD, held);
  }
  if (opened?.id !== held.id) opened = { id: held.id, site: openWith(held.key) };
  const site = await opened.site;
  if (!site) await forget();
  return site;
}

/** What a static host answers: the unlock page for a page, the file itself for the rest; offline, the precached copy. */
async function inTheClear(request: Request, url: URL): Promise<Response> {
  if (request.mode === "navigate") {
    return fetch(request).catch(
      async () =>
        (await caches.match(url.pathname.replace(/(.)\/$/, "$1"), { ignoreSearch: true })) ?? Response.error(),
    );
  }
  return (await caches.match(request, { ignoreSearch: true })) ?? fetch(request);
}

async function answer(request: Request, url: URL): Promise<Response> {
  const navigating = request.mode === "navigate";
  if (navigating && url.searchParams.has(FORGET_PARAMETER)) {
    // The host's unlock page, whose script forgets what the page kept and takes "?forget" off the address.
    await forget();
    return inTheClear(request, url);
  }
  const site = await current(navigating);
  if (!site) return inTheClear(request, url);
  const path = decodeURIComponent(url.pathname);
  const entry =
    site.index.files[path] ??
    (navigating ? site.index.notFound.find(({ under }) => path.startsWith(under))?.entry : undefined);
  if (!entry) return inTheClear(request, url);
  const body = await open(site.siteKey, await sealedBytes(SEALED_FOLDER + entry.id), entry.id);
  // Never kept by the browser's own caches, so that nothing opened shows again once the key is forgotten.
  return new Response(body, { status: entry.status, headers: { ...entry.headers, "Cache-Control": "no-store" } });
}

// Read as the worker starts, so that a request on a device with no key goes on to Workbox's routes untouched.
const loaded = Promise.all([get<Held>(HELD), get<HeldGroups>(HELD_GROUPS)]).then(([passphrase, groups]) => {
  held ??= passphrase ?? null;
  heldGroups ??= groups ?? null;
});

// Registered before Workbox's own listener (sw.js imports this first); a request answered here goes no further.
scope.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== scope.location.origin || url.pathname.startsWith(SEALED_FOLDER)) {
    return;
  }
  const noKey = held === null && heldGroups === null && !url.searchParams.has(FORGET_PARAMETER);
  if (noKey) return;
  event.respondWith(answer(request, url).catch(() => Response.error()));
  event.stopImmediatePropagation();
});

/** Fetches what the pages need (not the photos), so that a household reads its pages offline too. */
async function fetchAhead({ index }: Opened): Promise<void> {
  const eager = new Set(
    [...Object.values(index.files), ...index.notFound.map(({ entry }) => entry)].filter((entry) => entry.eager),
  );
  await Promise.all([...eager].map((entry) => sealedBytes(SEALED_FOLDER + entry.id)));
}

async function reply(event: ExtendableMessageEvent): Promise<WorkerAnswer> {
  const message = event.data;
  if (message.type === "forget") {
    await forget();
    return { opened: false };
  }
  if (message.type === "forget-groups") {
    await forgetGroups();
    return { opened: false };
  }
  if (message.type === "status") return { opened: Boolean(await current(false)), groups: Boolean(heldGroups) };
  if (message.type === "groups") {
    const site = await openGroups(message);
    if (!site) return { opened: false };
    heldGroups = { id: crypto.randomUUID(), key: message.key, index: message.index };
    opened = { id: heldGroups.id, site: Promise.resolve(site) };
    await set(HELD_GROUPS, heldGroups);
    event.waitUntil(fetchAhead(site));
    return { opened: true };
  }
  const site = await openWith(message.key);
  if (!site) return { opened: false };
  held = { id: crypto.randomUUID(), key: message.key, remember: message.remember, usedAt: Date.now() };
  opened = { id: held.id, site: Promise.resolve(site) };
  await set(HELD, held);
  return { opened: true };
}

scope.addEventListener("message", (event) => {
  event.waitUntil(
    reply(event)
      .catch((): WorkerAnswer => ({ opened: false }))
      .then((answer) => event.ports[0]?.postMessage(answer)),
  );
});
