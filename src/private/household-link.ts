/**
 * A guest's arrival by a household's link, in the browser: the record the
 * link opens is kept on the device, the key leaves the address bar, and the
 * guest is taken to the page in their language. Used by the greeting
 * (src/private/HouseholdGreeting.tsx) and a private site's unlock page (./unlock.ts).
 */
import { openHousehold, type HouseholdRecord, type StoredHousehold } from "./households";
import { STORED_HOUSEHOLD, linkKeyIn, looksLikeALink } from "./link-fragment";

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

export function forgetHousehold(): void {
  localStorage.removeItem(STORED_HOUSEHOLD);
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
  if (!elsewhere) return { kind: "greeted", household };
  location.replace(elsewhere);
  return { kind: "moved" };
}
