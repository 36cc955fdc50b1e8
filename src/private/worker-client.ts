/** A page's side of its talk with the service worker of a private site, or of one with pages for some guests. */
import { messageSW } from "workbox-window/messageSW.js";
import { SERVICE_WORKER } from "./paths";
import type { WorkerAnswer, WorkerRequest } from "./messages";

/** A worker answers in milliseconds; one that does not (stopped, or an older build's) is not waited on for ever. */
const ANSWER_MS = 8_000;

/** The worker did not answer in time: the page says so and offers to try again. */
export class WorkerSilent extends Error {}

/** The site's worker, registered if it was not yet, once it is active (its files precached). */
export async function activeWorker(): Promise<ServiceWorker> {
  await navigator.serviceWorker.register(SERVICE_WORKER);
  const { active } = await navigator.serviceWorker.ready;
  if (!active) throw new Error("No active service worker");
  return active;
}

/**
 * The site's worker as soon as there is one, active or still installing (a first visit's worker precaches the
 * site first: seconds on a phone): what is posted to it is not lost when the page goes before it is ready.
 */
export async function currentWorker(): Promise<ServiceWorker> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (!worker) throw new Error("No service worker");
  return worker;
}

/** Asks the site's worker (`worker`, or the active one, once ready) and waits for its answer, a while at most. */
export async function askWorker(request: WorkerRequest, worker?: ServiceWorker): Promise<WorkerAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkerSilent("The service worker did not answer")), ANSWER_MS);
  });
  const answered = (async () => (await messageSW(worker ?? (await activeWorker()), request)) as WorkerAnswer)();
  try {
    return await Promise.race([answered, silence]);
  } finally {
    clearTimeout(timer);
  }
}
