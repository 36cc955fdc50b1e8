/**
 * The scripts a private site, or a site with household links, adds to its
 * own (src/private/), each bundled into one file by esbuild: what runs
 * before React, in the service worker, or only for a guest who came by a link.
 */
import { join } from "node:path";
import { build } from "esbuild";
import { GREETING_SCRIPT } from "../src/private/link-fragment";
import { UNLOCK_SCRIPT } from "./unlock-page";

/** The script sw.js imports to open what is sealed (src/private/unseal-worker.ts). */
export const UNSEAL_SCRIPT = "/unseal.js";

export type PrivateScripts = { unlock: boolean; unseal: boolean; greeting: boolean };

export async function bundlePrivateScripts(client: string, wanted: PrivateScripts): Promise<void> {
  const source = (file: string) => join(import.meta.dirname, "../src/private", file);
  const common = { bundle: true, minify: true, target: "es2022", logLevel: "warning", legalComments: "none" } as const;
  const scripts = [
    // The unlock page's module, and the greeting a page imports: ES modules.
    { wanted: wanted.unlock, entry: "unlock.ts", out: UNLOCK_SCRIPT, format: "esm" },
    { wanted: wanted.greeting, entry: "greeting.ts", out: GREETING_SCRIPT, format: "esm" },
    // importScripts() takes a classic script.
    { wanted: wanted.unseal, entry: "unseal-worker.ts", out: UNSEAL_SCRIPT, format: "iife" },
  ] as const;
  for (const script of scripts.filter((candidate) => candidate.wanted)) {
    await build({
      ...common,
      entryPoints: [source(script.entry)],
      format: script.format,
      outfile: join(client, script.out),
    });
  }
}
