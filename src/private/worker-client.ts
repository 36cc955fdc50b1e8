/** A page's side of its talk with the service worker of a private site, or of one with pages for some guests. */
import type { WorkerAnswer, WorkerRequest } from "./worker-messages";

const SERVICE_WORKER = "/sw.js";

export function ask(worker: ServiceWorker, request: WorkerRequest): Promise<WorkerAnswer> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<WorkerAnswer>) => resolve(event.data);
    worker.postMessage(request, [channel.port2]);
  });
}

/** The site's worker, registered if it was not yet, once it is active (its files precached). */
export async function activeWorker(): Promise<ServiceWorker> {
  await navigator.serviceWorker.register(SERVICE_WORKER);
  const { active } = await navigator.serviceWorker.ready;
  if (!active) throw new Error("No active service worker");
  return active;
}
