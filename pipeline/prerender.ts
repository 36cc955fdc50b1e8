/**
 * One prerender of the pages: React Router's build of the site shown with
 * `settings`, moved into `into` once it has succeeded. pipeline/build.ts runs
 * it in a process of its own for each build of the pages it needs (the
 * site everyone reads, then each set of guest groups'): Node keeps a module
 * it imported, and React Router imports each server build from the same file.
 *
 *   tsx pipeline/prerender.ts <into> '<settings, as JSON>' [--verbose]
 */
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { createBuilder } from "vite";
import type { SiteSettings } from "../src/site/site.server";
import { PRERENDER_DIRECTORY } from "../react-router.config";
import { siteInputs } from "./vite/site-inputs";

export async function prerender(settings: SiteSettings, into: string, verbose: boolean): Promise<void> {
  const root = resolve(import.meta.dirname, "..");
  const built = join(root, PRERENDER_DIRECTORY);
  rmSync(built, { recursive: true, force: true });
  // vite.config.ts, with this prerender's inputs given after its own. A build lists every file it writes (each
  // photo at every size, twice): about 250 lines that bury where the site is served, so it says it all only if asked.
  const builder = await createBuilder({
    root,
    configFile: join(root, "vite.config.ts"),
    mode: "production",
    logLevel: verbose ? "info" : "warn",
    plugins: [siteInputs(settings)],
  });
  await builder.buildApp();
  // The client folder, and what the build writes beside it (./vite/client-modules-plugin.ts).
  mkdirSync(into, { recursive: true });
  for (const entry of readdirSync(built)) renameSync(join(built, entry), join(into, entry));
  rmSync(built, { recursive: true, force: true });
}

if (process.argv[1] === import.meta.filename) {
  const [into, settings] = process.argv.slice(2);
  await prerender(JSON.parse(settings) as SiteSettings, resolve(into), process.argv.includes("--verbose"));
}
