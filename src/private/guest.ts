/**
 * The script a page of a private site, or of one with household links, loads
 * for its guest (GUEST_SCRIPT, built by pipeline/private/scripts.ts): who a
 * household's link or the device says the guest is, for the greeting
 * (./HouseholdGreeting.tsx) to show; forgetting them; and, on a private site
 * opened for the visit, keeping the key the worker would lose when the
 * browser stops it.
 */
import { dropHousehold, keepHousehold } from "./household-link";
import type { StoredHousehold } from "./household-record";
import { VISIT_KEY_REQUEST, type VisitKeyAnswer } from "./messages";
import { OWN_PAGE_ATTRIBUTE } from "./paths";
import { activeWorker, askWorker } from "./worker-client";
import { unlessLeft } from "./unless-left";

export { arrive } from "./household-link";
export { drawBand } from "./band-room";

/** The address of the last page read again for its household: a page is read again once at most. */
const READ_AGAIN = "wedding-read-again";

/**
 * The household the device kept, as the worker, which reads its record of this build, says it is now: with the
 * couple's greeting of today, or none once the household is off the list. Without a worker, as it was kept.
 * Everyone's page (no OWN_PAGE_ATTRIBUTE) where the worker has the household a page of its own was answered
 * before the worker had them, by the host or by the worker itself: once the worker answers the page, it is read
 * again.
 */
export async function keptHouseholdNow(kept: StoredHousehold): Promise<StoredHousehold | null> {
  if (!("serviceWorker" in navigator)) return kept;
  // A first visit's worker may still precache the site: waited for, so only its answer is timed. A guest who
  // moves on meanwhile is asked about on the next page.
  const answer = await unlessLeft(
    activeWorker().then((worker) => askWorker({ type: "status", path: location.pathname }, worker)),
  );
  if (!answer) return kept;
  const { household } = answer;
  if (household) keepHousehold(household);
  else dropHousehold();
  if (document.documentElement.hasAttribute(OWN_PAGE_ATTRIBUTE)) sessionStorage.removeItem(READ_AGAIN);
  else if (household && answer.ownPage && sessionStorage.getItem(READ_AGAIN) !== location.pathname) {
    // The active worker answers the page read again, whether it has taken this one over yet or not.
    sessionStorage.setItem(READ_AGAIN, location.pathname);
    location.reload();
  }
  return household ?? null;
}

/** "Not you?": the device forgets the household and every key; a page the worker answered is read again. */
export async function forgetEverything(): Promise<void> {
  dropHousehold();
  const { opened } = await askWorker({ type: "status" });
  await askWorker({ type: "forget" });
  if (opened) location.reload();
}

/** Keeps the key a visit opened the site with while the page is open, and hands it back to a worker that lost it. */
export async function keepTheVisit(): Promise<void> {
  const { visitKey = null } = await askWorker({ type: "visit" });
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== VISIT_KEY_REQUEST) return;
    const answer: VisitKeyAnswer = { key: visitKey };
    event.ports[0]?.postMessage(answer);
  });
  navigator.serviceWorker.startMessages();
}
