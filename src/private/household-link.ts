/**
 * A guest's arrival by a household's link, in the browser: the record the
 * link opens is kept on the device, the key leaves the address bar, and the
 * guest is taken to the page in their language. Used by the greeting
 * (src/private/HouseholdGreeting.tsx) and a private site's unlock page (./unlock.ts).
 */
import { openHousehold, type HouseholdRecord, type StoredHousehold } from "./households";
import { STORED_HOUSEHOLD, linkKeyIn, looksLikeALink, pathHere } from "./link-fragment";
import { aesKey, fromBase64Url } from "./sealing";
import { activeWorker, ask } from "./worker-client";

export type Arrival =
  | { kind: "greeted"; household: StoredHousehold }
  /** A fragment that opens no record: cut short, mistyped, or from an old list. */
  | { kind: "broken" }
  /** Taken to their language's page, where the greeting waits. */
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

/**
 * "Not you?": forgets the household on this device, with its groups' pages and, on a private site it opened,
 * the site's key; gives back whether the page must be read again.
 */
export async function forgetHousehold(): Promise<boolean> {
  const household = storedHousehold();
  localStorage.removeItem(STORED_HOUSEHOLD);
  if (!household?.groups && !household?.private) return false;
  await ask(await activeWorker(), { type: household.private ? "forget" : "forget-groups" });
  return true;
}

/** Hands the service worker the key to the pages of the household's groups, which it answers with from then on. */
export async function keepGroups(record: HouseholdRecord): Promise<void> {
  if (!record.groups) return;
  const key = await aesKey(fromBase64Url(record.groups.key));
  const { opened } = await ask(await activeWorker(), { type: "groups", key, index: record.groups.index });
  if (!opened) throw new Error("The service worker did not take the groups' key");
}

/**
 * A household that came back whose groups' pages the worker no longer holds (a new build sealed them anew):
 * its record, opened again from the link the device kept, gives the worker the new key; true when it did.
 */
async function renewedGroups(household: StoredHousehold): Promise<boolean> {
  if (!household.groups || !("serviceWorker" in navigator)) return false;
  if ((await ask(await activeWorker(), { type: "status" })).groups) return false;
  const record = await openHousehold(household.link).catch(() => null);
  if (!record?.groups) return false;
  await keepGroups(record);
  return true;
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

/** Reads the address's fragment, if it is a link's: the household it opens, kept, or that it opens none. */
export async function arrive(keep: (record: HouseholdRecord) => Promise<void> = async () => {}): Promise<Arrival> {
  const { hash } = location;
  if (!looksLikeALink(hash)) {
    const household = storedHousehold();
    if (!household) return { kind: "none" };
    if (!(await renewedGroups(household).catch(() => false))) return { kind: "greeted", household };
    location.reload();
    return { kind: "moved" };
  }
  // The key is no longer in the address bar, a screenshot or a shared address.
  history.replaceState(history.state, "", pathHere() + location.search);
  const link = linkKeyIn(hash);
  const record: HouseholdRecord | null = link ? await openHousehold(link).catch(() => null) : null;
  if (!link || !record) return { kind: "broken" };
  const household: StoredHousehold = {
    greeting: record.greeting,
    language: record.language,
    link,
    private: Boolean(record.passphraseKey),
    groups: Boolean(record.groups),
  };
  await keep(record);
  localStorage.setItem(STORED_HOUSEHOLD, JSON.stringify(household));
  const elsewhere = record.language && pageIn(record.language);
  if (!elsewhere && !record.groups) return { kind: "greeted", household };
  // Their language's page, or this one again: the worker answers it with their groups' pages.
  location.replace(elsewhere || location.href);
  return { kind: "moved" };
}
