/**
 * The scripts a private site, or a site with household links, adds to its
 * own (src/private/), bundled by esbuild: the unlock page's and the guest's,
 * ES modules a page loads, and the service worker's, a classic script, as
 * importScripts() takes one.
 */
import { join } from "node:path";
import { build } from "esbuild";
import { GUEST_SCRIPT, UNLOCK_SCRIPT, UNSEAL_SCRIPT } from "../../src/private/paths";

export type PrivateScripts = { unlock: boolean; unseal: boolean; guest: boolean };

const COMMON = { bundle: true, minify: true, target: "es2022", logLevel: "warning", legalComments: "none" } as const;

const source = (file: string) => join(import.meta.dirname, "../../src/private", file);
/** "/unlock.js" → "unlock", as esbuild names an entry's file. */
const entryName = (script: string) => script.slice(1, -".js".length);

export async function bundlePrivateScripts(client: string, wanted: PrivateScripts): Promise<void> {
  const pageScripts = [
    { wanted: wanted.unlock, script: UNLOCK_SCRIPT, entry: "unlock.ts" },
    { wanted: wanted.guest, script: GUEST_SCRIPT, entry: "guest.ts" },
  ].filter((candidate) => candidate.wanted);
  if (pageScripts.length > 0) {
    await build({
      ...COMMON,
      entryPoints: Object.fromEntries(pageScripts.map(({ script, entry }) => [entryName(script), source(entry)])),
      format: "esm",
      outdir: client,
    });
  }
  if (wanted.unseal) {
    await build({
      ...COMMON,
      entryPoints: [source("worker/unseal-worker.ts")],
      format: "iife",
      outfile: join(client, UNSEAL_SCRIPT),
    });
  }
}
