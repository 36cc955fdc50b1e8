/**
 * The greeting a household's link opens the site with, as the couple wrote
 * it, above every page; or a sentence when the link opens no household.
 * A script of its own (GREETING_SCRIPT, built by pipeline/seal.ts), which a
 * page loads only when its address or the device holds a link (src/root.tsx):
 * the band is the page's, not React's, and stays as the guest moves between pages.
 */
import { arrive, forgetHousehold, keepGroups, type Arrival } from "./household-link";
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

export async function greet(words: SiteWords["household"]): Promise<void> {
  const arrival = await arrive(keepGroups).catch((): Arrival => ({ kind: "broken" }));
  if (arrival.kind === "greeted") {
    const shown = band(
      "aside",
      arrival.household.greeting,
      "py-2 font-serif text-lg italic sm:text-xl",
      words.notUs,
      () => {
        shown.remove();
        // Without the household's groups, the page everyone reads.
        void forgetHousehold().then((again) => again && location.reload());
      },
    );
    shown.setAttribute("aria-label", words.yourInvitation);
  }
  if (arrival.kind === "broken") {
    const said = band("div", words.brokenLink, "py-2 text-sm", words.close, () => said.remove());
    said.setAttribute("role", "status");
  }
}
