/**
 * The unlock page's script (pipeline/private/unlock-page.tsx): turns the
 * passphrase into a key, checks it against the site's, and hands it to the
 * service worker, which opens every page with it from then on (./README.md).
 * The passphrase itself goes nowhere and is kept nowhere.
 */
import { FORGET_PARAMETER, SEAL_FILE } from "./paths";
import { arriveLocked, dropHousehold } from "./household-link";
import { looksLikeALink, pathHere } from "./link-fragment";
import { VISIT_KEY_REQUEST, type VisitKeyAnswer } from "./messages";
import { fromBase64Url, keyFromPassphrase, siteKeyFrom, type SealFile } from "./sealing";
import { WorkerSilent, activeWorker, askWorker } from "./worker-client";

/** An unlock page reloads itself when the worker already holds a key (a reload that bypassed it), once a while. */
const RELOADED_AT = "unlock-reloaded-at";

const form = document.getElementById("unlock") as HTMLFormElement;
const field = form.elements.namedItem("passphrase") as HTMLInputElement;
const remember = form.elements.namedItem("remember") as HTMLInputElement;
// An unlock page of an older build may have no such box.
const show = form.elements.namedItem("show") as HTMLInputElement | null;
const button = form.querySelector("button") as HTMLButtonElement;
const message = document.getElementById("unlock-message") as HTMLElement;
const { opening = "", wrong = "", needsWorker = "", tryAgain = "", lockedLink = "" } = form.dataset;
const openLabel = button.textContent;

show?.addEventListener("change", () => {
  field.type = show.checked ? "text" : "password";
});

function waiting(busy: boolean) {
  button.disabled = busy;
  button.textContent = busy ? opening : openLabel;
}

/** A hyphenated word ("Vérifiez-le") kept on one line, as the pages keep it (src/ui/Unbroken.tsx). */
function say(text: string) {
  message.replaceChildren(
    ...text.split(/(\S+-\S+)/).map((part, index) => {
      if (index % 2 === 0) return part;
      const whole = document.createElement("span");
      whole.className = "whole";
      whole.textContent = part;
      return whole;
    }),
  );
}

/** A browser that keeps no service worker here (a private window) refuses to register one. */
class NoWorker extends Error {}

async function worker(): Promise<ServiceWorker> {
  if (!("serviceWorker" in navigator)) throw new NoWorker();
  return activeWorker().catch((error: unknown) => {
    throw error instanceof WorkerSilent ? error : new NoWorker();
  });
}

/** What went wrong, as the guest can act on it: a browser that cannot open the site here, or a moment's failure. */
const sentenceFor = (error: unknown) => (error instanceof NoWorker ? needsWorker : tryAgain);

async function unlock() {
  const sealFile = (await (await fetch(SEAL_FILE)).json()) as SealFile;
  const key = await keyFromPassphrase(field.value, fromBase64Url(sealFile.salt), sealFile.iterations);
  if (!(await siteKeyFrom(key, sealFile))) {
    waiting(false);
    say(wrong);
    field.setAttribute("aria-invalid", "true");
    field.focus();
    return;
  }
  const { opened } = await askWorker({ type: "unlock", key, remember: remember.checked }, await worker());
  if (!opened) throw new Error("The service worker did not take the key");
  location.reload();
}

field.addEventListener("input", () => field.removeAttribute("aria-invalid"));

form.addEventListener("submit", (event) => {
  event.preventDefault();
  if (button.disabled) return;
  say("");
  // Hidden again as it goes, so that a password manager sees a password to offer to keep.
  field.type = "password";
  if (show) show.checked = false;
  waiting(true);
  unlock().catch((error: unknown) => {
    waiting(false);
    say(sentenceFor(error));
  });
});

/** A household's link: its record holds this build's key, so the guest types nothing; the page is read again. */
async function openByLink() {
  waiting(true);
  await worker();
  if (await arriveLocked()) return;
  waiting(false);
  say(lockedLink);
}

async function start() {
  if (!("serviceWorker" in navigator)) return say(needsWorker);
  // This page keeps no visit's key: a worker that asks it is told so at once.
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === VISIT_KEY_REQUEST) event.ports[0]?.postMessage({ key: null } satisfies VisitKeyAnswer);
  });
  navigator.serviceWorker.startMessages();
  if (looksLikeALink(location.hash)) return openByLink();
  // The worker, whether or not it answered this page: a forced reload goes past it.
  const registered = (await navigator.serviceWorker.getRegistration())?.active;
  if (new URLSearchParams(location.search).has(FORGET_PARAMETER)) {
    if (registered) await askWorker({ type: "forget" }, registered);
    dropHousehold();
    history.replaceState(null, "", pathHere());
    return;
  }
  if (!registered || !(await askWorker({ type: "status" }, registered)).opened) return;
  const lastReload = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - lastReload < 10_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  location.reload();
}

start().catch((error: unknown) => {
  waiting(false);
  say(sentenceFor(error));
});
