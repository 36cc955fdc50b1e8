/**
 * A guest's arrival by a household's link, in the browser: the key leaves the
 * address bar, the service worker is handed the record's address and key
 * (never kept where a script could read them back), and the guest is taken
 * to the page in their language. The device keeps the household's greeting,
 * to greet it at once when it comes back, and no key. Used by the guest's
 * script (./guest.ts) and a private site's unlock page (./unlock.ts).
 */
import { BAND_HEIGHTS, STORED_HOUSEHOLD } from "./paths";
import {
  openRecord,
  recordOf,
  storedOf,
  type HouseholdRecord,
  type RecordKey,
  type StoredHousehold,
} from "./household-record";
import { linkKeyIn, looksLikeALink, pathHere } from "./link-fragment";
import type { WorkerAnswer, WorkerRequest } from "./messages";
import { activeWorker, askWorker, currentWorker } from "./worker-client";
import { store, unstore } from "./storage";
import { forgetGreetingFaces } from "./greeting-faces";
import { unlessLeft } from "./unless-left";

export type Arrival =
  /** `kept`: the device kept the household from an earlier visit, and the worker checks it against this build. */
  | { kind: "greeted"; household: StoredHousehold; kept: boolean }
  /** A fragment that opens no record: cut short, mistyped, or from an old list. */
  | { kind: "broken" }
  /** Taken to their language's page. */
  | { kind: "moved" }
  | { kind: "none" };

function storedHousehold(): StoredHousehold | undefined {
  try {
    const stored = localStorage.getItem(STORED_HOUSEHOLD);
    return stored ? (JSON.parse(stored) as StoredHousehold) : undefined;
  } catch {
    return undefined;
  }
}

export const keepHousehold = (household: StoredHousehold) => store(STORED_HOUSEHOLD, JSON.stringify(household));

export function dropHousehold() {
  unstore(STORED_HOUSEHOLD, BAND_HEIGHTS);
  void forgetGreetingFaces().catch(() => undefined);
}

/** This page in `language`, from the links every page (and the unlock page) has to its other languages. */
function pageIn(language: string): string | undefined {
  const current = document.documentElement.lang.toLowerCase();
  if (current === language.toLowerCase()) return undefined;
  const other = [...document.querySelectorAll<HTMLLinkElement | HTMLAnchorElement>("link[hreflang], a[hreflang]")].find(
    (element) => element.hreflang.toLowerCase() === language.toLowerCase(),
  );
  return other && new URL(other.href).pathname;
}

/** The household link in the address, taken out of the address bar: its record's address and key, if it is one. */
async function takeLink(): Promise<RecordKey | "broken" | null> {
  const { hash } = location;
  if (!looksLikeALink(hash)) return null;
  // The key is no longer in the address bar, a screenshot or a shared address.
  history.replaceState(history.state, "", pathHere() + location.search);
  const link = linkKeyIn(hash);
  return link ? recordOf(link) : "broken";
}

/** What an arrival reaches beyond the page: the host, for the record, and the service worker, where there is one. */
export type Reach = {
  fetch: (address: string) => Promise<Response>;
  worker?: {
    ask: (request: WorkerRequest, worker?: ServiceWorker) => Promise<WorkerAnswer>;
    current: () => Promise<ServiceWorker>;
    active: () => Promise<ServiceWorker>;
  };
};

const thisBrowser = (): Reach => ({
  fetch: (address) => fetch(address),
  worker: "serviceWorker" in navigator ? { ask: askWorker, current: currentWorker, active: activeWorker } : undefined,
});

/** The household's record of this build, opened by the page itself. */
async function openedHere({ address, key }: RecordKey, reach: Reach): Promise<HouseholdRecord | null> {
  const answered = await reach.fetch(address);
  return answered.ok ? openRecord(key, new Uint8Array(await answered.arrayBuffer())) : null;
}

/**
 * A guest's arrival on a page: by a household's link, greeted at once from its record, in their language, while
 * the worker takes the household over behind (it installs on a first visit: seconds on a phone) and, for a
 * household in some groups, opens their pages; or as the device kept them; or not at all.
 */
export async function arrive(reach: Reach = thisBrowser()): Promise<Arrival> {
  const { hash } = location;
  const link = await takeLink();
  if (link === null) {
    const household = storedHousehold();
    return household ? { kind: "greeted", household, kept: true } : { kind: "none" };
  }
  const record = link === "broken" ? null : await openedHere(link, reach);
  if (link === "broken" || !record) return { kind: "broken" };
  const household = storedOf(record);
  const elsewhere = household.language && pageIn(household.language);
  if (elsewhere) {
    // The link goes along: the page in their language takes it.
    location.replace(elsewhere + hash);
    return { kind: "moved" };
  }
  // The device keeps the greeting, to greet them on the next page and when they come back.
  keepHousehold(household);
  const { worker } = reach;
  if (!worker) return { kind: "greeted", household, kept: false };
  // Posted before the greeting shows, to a worker still installing too: a guest who moves on at once, before
  // its answer, has the household kept all the same; a page that goes before the post would lose it.
  const current = await worker.current().catch(() => null);
  if (!current) return { kind: "greeted", household, kept: false };
  // Their own pages come from the worker once it is active: this page, where it is one of them, is read again then.
  const ownPageOpen = worker
    .ask({ type: "household", recordKey: link, path: location.pathname }, current)
    .then(async ({ ownPage }) => {
      if (ownPage) await worker.active();
      return ownPage;
    });
  void unlessLeft(ownPageOpen)
    .then((readAgain) => readAgain && location.reload())
    .catch(() => undefined);
  return { kind: "greeted", household, kept: false };
}

/**
 * A household's link on a private site's unlock page (./unlock.ts): nothing opens until the worker holds the
 * household's record, whose key opens this build; then their page is read again, in their language. False
 * where the link opens nothing here.
 */
export async function arriveLocked(): Promise<boolean> {
  const link = await takeLink();
  if (link === null || link === "broken") return false;
  const answer = await askWorker({ type: "household", recordKey: link });
  if (!answer.household || !answer.opened) return false;
  keepHousehold(answer.household);
  location.replace((answer.household.language && pageIn(answer.household.language)) || location.href);
  return true;
}
