/**
 * A guest's arrival by a household's link, in the browser: the record the
 * link opens is kept on the device, the key leaves the address bar, and the
 * guest is taken to the page in their language. Used by the greeting
 * (src/private/HouseholdGreeting.tsx) and a private site's unlock page (./unlock.ts).
 */
import { openHousehold, type HouseholdRecord, type StoredHousehold } from "./households";
import { STORED_HOUSEHOLD, linkKeyIn, looksLikeALink } from "./link-fragment";
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

/** Forgets the household on this device, and its groups' pages: gives back whether the page must be read again. */
export async function forgetHousehold(): Promise<boolean> {
  const household = storedHousehold();
  localStorage.removeItem(STORED_HOUSEHOLD);
  if (!household?.groups) return false;
  await ask(await activeWorker(), { type: "forget-groups" });
  return true;
}

/** Hands the service worker the key to the pages of the household's groups, which it answers with from then on. */
export async function keepGroups(household: StoredHousehold): Promise<void> {
  if (!household.groups) return;
  const key = await aesKey(fromBase64Url(household.groups.key));
  const { opened } = await ask(await activeWorker(), { type: "groups", key, index: household.groups.index });
  if (!opened) throw new Error("The service worker did not take the groups' key");
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
export async function arrive(keep: (household: StoredHousehold) => Promise<void> = async () => {}): Promise<Arrival> {
  const { hash } = location;
  if (!looksLikeALink(hash)) {
    const household = storedHousehold();
    return household ? { kind: "greeted", household } : { kind: "none" };
  }
  // The key is no longer in the address bar, a screenshot or a shared address.
  history.replaceState(history.state, "", location.pathname + location.search);
  const link = linkKeyIn(hash);
  const record: HouseholdRecord | null = link ? await openHousehold(link).catch(() => null) : null;
  if (!link || !record) return { kind: "broken" };
  const household = { ...record, link };
  localStorage.setItem(STORED_HOUSEHOLD, JSON.stringify(household));
  await keep(household);
  const elsewhere = record.language && pageIn(record.language);
  if (!elsewhere && !record.groups) return { kind: "greeted", household };
  // Their language's page, or this one again: the worker answers it with their groups' pages.
  location.replace(elsewhere || location.href);
  return { kind: "moved" };
}
