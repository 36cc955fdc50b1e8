/**
 * The script a page of a private site, or of one with household links, loads
 * for its guest (GUEST_SCRIPT, built by pipeline/private/scripts.ts; src/root.tsx
 * loads it only where it has something to do): the greeting a household's link
 * opens the site with, as the couple wrote it, above every page, or a sentence
 * when the link opens no household; and, on a private site opened for the
 * visit, the key the worker would lose when the browser stops it. The band is
 * the page's, not React's, and stays as the guest moves between pages.
 */
import { arrive, dropHousehold, keepHousehold, type Arrival } from "./household-link";
import { VISIT_KEY_REQUEST, type VisitKeyAnswer } from "./messages";
import { askWorker } from "./worker-client";
import type { SiteWords } from "../words";

const BAND =
  "relative z-10 flex flex-wrap items-center justify-center gap-x-4 bg-paper-deep px-5 py-1 text-center text-ink";

function band(tag: "aside" | "div", text: string, textClass: string, button: string, onClick: () => void) {
  const element = document.createElement(tag);
  element.className = BAND;
  // The game's pages give it their colours (src/app.css).
  element.dataset.greeting = "";
  const paragraph = element.appendChild(document.createElement("p"));
  paragraph.dir = "auto";
  paragraph.className = textClass;
  paragraph.textContent = text;
  const action = element.appendChild(document.createElement("button"));
  action.type = "button";
  action.className = "min-h-11 px-2 text-sm underline underline-offset-4";
  action.textContent = button;
  action.addEventListener("click", onClick);
  // After the skip link, which stays the first thing a keyboard reaches.
  const skip = document.querySelector('body > a[href="#main"]');
  if (skip) skip.after(element);
  else document.body.prepend(element);
  return element;
}

/** "Not you?": the device forgets the household and every key; a page the worker answered is read again. */
async function forgetEverything(): Promise<void> {
  dropHousehold();
  const { opened } = await askWorker({ type: "status" });
  await askWorker({ type: "forget" });
  if (opened) location.reload();
}

async function greet(words: SiteWords["household"]): Promise<void> {
  const arrival = await arrive().catch((): Arrival => ({ kind: "broken" }));
  if (arrival.kind === "broken") {
    const said = band("div", words.brokenLink, "py-2 text-sm", words.close, () => said.remove());
    said.setAttribute("role", "status");
  }
  if (arrival.kind !== "greeted") return;
  const shown = band(
    "aside",
    arrival.household.greeting,
    "py-2 font-serif text-lg italic sm:text-xl",
    words.notUs,
    () => {
      shown.remove();
      void forgetEverything().catch(() => undefined);
    },
  );
  shown.setAttribute("aria-label", words.yourInvitation);
  if (!arrival.kept || !("serviceWorker" in navigator)) return;
  // Greeted at once as the device kept them; the worker, which reads the household's record of this build, says
  // whether they still are (a household taken off the list is not), and how the couple greet them now.
  const { household } = await askWorker({ type: "status" });
  if (!household) {
    dropHousehold();
    shown.remove();
    return;
  }
  keepHousehold(household);
  const greeting = shown.querySelector("p");
  if (greeting) greeting.textContent = household.greeting;
}

/** Keeps the key a visit opened the site with while the page is open, and hands it back to a worker that lost it. */
async function keepTheVisit(): Promise<void> {
  const { visitKey = null } = await askWorker({ type: "visit" });
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== VISIT_KEY_REQUEST) return;
    const answer: VisitKeyAnswer = { key: visitKey };
    event.ports[0]?.postMessage(answer);
  });
  navigator.serviceWorker.startMessages();
}

/** What the page's root gives the script: the greeting's words where the site has household links, and if it is sealed. */
export type GuestPage = { household: SiteWords["household"] | null; sealed: boolean };

export async function welcome({ household, sealed }: GuestPage): Promise<void> {
  await Promise.all([
    household ? greet(household) : undefined,
    sealed && "serviceWorker" in navigator ? keepTheVisit().catch(() => undefined) : undefined,
  ]);
}
