/**
 * The greetings' own faces (pipeline/fonts/cut-fonts.ts) a device keeps for reading offline, in the cache sw.js
 * keeps them in as it fetches them.
 */
import { GREETING_FACES_CACHE } from "./paths";

/** A household forgotten, or taken off the list: the device keeps nothing of the script it was greeted in. */
export async function forgetGreetingFaces(): Promise<void> {
  if (typeof caches !== "undefined") await caches.delete(GREETING_FACES_CACHE);
}
