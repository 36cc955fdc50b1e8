/**
 * The unlock page's script (pipeline/unlock-page.tsx): turns the passphrase
 * into a key, checks it against the site's, and hands it to the service
 * worker, which opens every page with it from then on (./unseal-worker.ts).
 * The passphrase itself goes nowhere and is kept nowhere.
 */
import { SEAL_FILE, aesKey, fromBase64Url, keyFromPassphrase, siteKeyFrom, type SealFile } from "./sealing";
import { FORGET_PARAMETER } from "./worker-messages";
import { activeWorker, ask } from "./worker-client";
import { arrive, keepGroups, type Arrival } from "./household-link";
import { STORED_HOUSEHOLD, looksLikeALink, pathHere } from "./link-fragment";

/** An unlock page reloads itself when the worker already holds a key (a reload that bypassed it), once a while. */
const RELOADED_AT = "unlock-reloaded-at";

const form = document.getElementById("unlock") as HTMLFormElement;
const field = form.elements.namedItem("passphrase") as HTMLInputElement;
const remember = form.elements.namedItem("remember") as HTMLInputElement;
const button = form.querySelector("button") as HTMLButtonElement;
const message = document.getElementById("unlock-message") as HTMLElement;
const { opening = "", wrong = "", needsWorker = "", lockedLink = "" } = form.dataset;
const openLabel = button.textContent;

function waiting(busy: boolean) {
  button.disabled = busy;
  button.textContent = busy ? opening : openLabel;
}

function say(text: string) {
  message.textContent = text;
}

async function unlock() {
  const seal = (await (await fetch(SEAL_FILE)).json()) as SealFile;
  const key = await keyFromPassphrase(field.value, fromBase64Url(seal.salt), seal.iterations);
  if (!(await siteKeyFrom(key, seal))) {
    waiting(false);
    say(wrong);
    field.setAttribute("aria-invalid", "true");
    field.focus();
    return;
  }
  const { opened } = await ask(await activeWorker(), { type: "unlock", key, remember: remember.checked });
  if (!opened) throw new Error("The service worker did not take the key");
  location.reload();
}

field.addEventListener("input", () => field.removeAttribute("aria-invalid"));

form.addEventListener("submit", (event) => {
  event.preventDefault();
  if (button.disabled) return;
  say("");
  waiting(true);
  unlock().catch(() => {
    waiting(false);
    say(needsWorker);
  });
});

/** A household's link: its record holds the key the passphrase gives, so the guest types nothing. */
async function openByLink() {
  waiting(true);
  const arrival: Arrival = await arrive(async (record) => {
    if (!record.passphraseKey) throw new Error("The household's record holds no key");
    const key = await aesKey(fromBase64Url(record.passphraseKey));
    const { opened } = await ask(await activeWorker(), { type: "unlock", key, remember: true });
    if (!opened) throw new Error("The service worker did not take the key");
    await keepGroups(record);
  }).catch(() => ({ kind: "broken" }));
  if (arrival.kind === "greeted") location.reload();
  if (arrival.kind !== "broken") return;
  waiting(false);
  say(lockedLink);
}

async function start() {
  if (!("serviceWorker" in navigator)) return say(needsWorker);
  if (looksLikeALink(location.hash)) return openByLink();
  // The worker, whether or not it answered this page: a forced reload goes past it.
  const worker = (await navigator.serviceWorker.getRegistration())?.active;
  if (new URLSearchParams(location.search).has(FORGET_PARAMETER)) {
    if (worker) await ask(worker, { type: "forget" });
    localStorage.removeItem(STORED_HOUSEHOLD);
    history.replaceState(null, "", pathHere());
    return;
  }
  if (!worker || !(await ask(worker, { type: "status" })).opened) return;
  const lastReload = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - lastReload < 10_000) return;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  location.reload();
}

void start();
