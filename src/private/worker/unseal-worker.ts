/**
 * The service worker's part that opens what is sealed (./unsealer.ts), as
 * sw.js imports it ahead of Workbox's routes (pipeline/postbuild/service-worker.ts): a
 * request it answers goes no further. Typed by ./tsconfig.json, for a worker.
 */
import { del, get, set } from "idb-keyval";
import { VISIT_KEY_REQUEST, type VisitKeyAnswer, type WorkerAnswer, type WorkerRequest } from "../messages";
import { createUnsealer } from "./unsealer";

declare const self: ServiceWorkerGlobalScope;

/** How long an open page has to hand back the visit's key: a page answers in a few milliseconds. */
const PAGE_ANSWER_MS = 500;

/** The first key one of the site's open pages hands back, or null when none keeps one. */
async function askPages(): Promise<CryptoKey | null> {
  const pages = await self.clients.matchAll({ type: "window" });
  return new Promise((resolve) => {
    let waiting = pages.length;
    if (waiting === 0) return resolve(null);
    setTimeout(() => resolve(null), PAGE_ANSWER_MS);
    for (const page of pages) {
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }: MessageEvent<VisitKeyAnswer>) => {
        waiting -= 1;
        if (data.key) resolve(data.key);
        else if (waiting === 0) resolve(null);
      };
      page.postMessage({ type: VISIT_KEY_REQUEST }, [channel.port2]);
    }
  });
}

const unsealer = createUnsealer({
  store: { get, set, del },
  caches: self.caches,
  fetch: (input, init) => self.fetch(input, init),
  askPages,
});

self.addEventListener("fetch", (event) => {
  if (!unsealer.handles(event.request, self.location.origin)) return;
  event.respondWith(unsealer.answer(event.request).catch(() => Response.error()));
  event.stopImmediatePropagation();
});

self.addEventListener("message", (event) => {
  const answered = unsealer
    .reply(event.data as WorkerRequest, (work) => event.waitUntil(work))
    .catch((): WorkerAnswer => ({ opened: false, household: null }))
    .then((answer) => event.ports[0]?.postMessage(answer));
  event.waitUntil(answered);
});

self.addEventListener("activate", (event) => event.waitUntil(unsealer.activate()));
