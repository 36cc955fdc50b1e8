/**
 * A guest's arrival by a household's link, in the browser: the key leaves the
 * address bar, the service worker is handed the record's address and key
 * (never kept where a script could read them back), and the guest is taken
 * to the page in their language. The device keeps the household's greeting,
 * to greet it at once when it comes back, and no key. Used by the guest's
 * script (./guest.ts) and a private site's unlock page (./unlock.ts).
 */
import { STORED_HOUSEHOLD } from "./addresses";
import { openRecord, recordOf, type StoredHousehold } from "./households";
import { linkKeyIn, looksLikeALink, pathHere } from "./link-fragment";
import { WorkerSilent, askWorker } from "./worker-client";

export type Arrival =
  /** `kept`: the service worker keeps the household, and checks it against each new build. */
  | { kind: "greeted"; household: StoredHousehold; kept: boolean }
  /** A fragment that opens no record: cut short, mistyped, or from an old list. */
  | { kind: "broken" }
  /** Taken to their language's page, or to this one again as the worker now answers it. */
  | { kind: "moved" }
  | { kind: "none" };

export function storedHousehold(): StoredHousehold | undefined {
  try {
    const stored = localStorage.getItem(STORED_HOUSEHOLD);
    return stored ? (JSON.parse(stored) as StoredHousehold) : undefined;
  } catch {
    return undefined;
  }
}

export const keepHousehold = (household: StoredHousehold) =>
  localStorage.setItem(STORED_HOUSEHOLD, JSON.stringify(household));

export const dropHousehold = () => localStorage.removeItem(STORED_HOUSEHOLD);

/** This page in `language`, from the links every page (and the unlock page) has to its other languages. */
function pageIn(language: string): string | undefined {
  const current = document.documentElement.lang.toLowerCase();
  if (current === language.toLowerCase()) return undefined;
  const other = [...document.querySelectorAll<HTMLLinkElement | HTMLAnchorElement>("link[hreflang], a[hreflang]")].find(
    (element) => element.hreflang.toLowerCase() === language.toLowerCase(),
  );
  return other && new URL(other.href).pathname;
}

/** A browser without a service worker (a private window, or one that will not start) greets them here, keeping nothing. */
async function greetedHere(linkKey: string): Promise<Arrival> {
  const { address, key } = await recordOf(linkKey);
  const answered = await fetch(address);
  const record = answered.ok ? await openRecord(key, new Uint8Array(await answered.arrayBuffer())) : null;
  if (!record) return { kind: "broken" };
  const household = { greeting: record.greeting, ...(record.language ? { language: record.language } : {}) };
  return { kind: "greeted", household, kept: false };
}

/** Reads the address's fragment, if it is a link's: the household it opens, kept, or that it opens none. */
export async function arrive(): Promise<Arrival> {
  const { hash } = location;
  if (!looksLikeALink(hash)) {
    const household = storedHousehold();
    return household ? { kind: "greeted", household, kept: true } : { kind: "none" };
  }
  // The key is no longer in the address bar, a screenshot or a shared address.
  history.replaceState(history.state, "", pathHere() + location.search);
  const link = linkKeyIn(hash);
  if (!link) return { kind: "broken" };
  if (!("serviceWorker" in navigator)) return greetedHere(link);
  const answer = await askWorker({ type: "household", recordKey: await recordOf(link) }).catch((error: unknown) => {
    if (error instanceof WorkerSilent) return undefined;
    throw error;
  });
  if (!answer) return greetedHere(link);
  if (!answer.household) return { kind: "broken" };
  keepHousehold(answer.household);
  const elsewhere = answer.household.language && pageIn(answer.household.language);
  if (!elsewhere && !answer.opened) return { kind: "greeted", household: answer.household, kept: true };
  // Their language's page, or this one again: the worker answers it with their pages.
  location.replace(elsewhere || location.href);
  return { kind: "moved" };
}
