/**
 * One prerender of the pages: React Router's build of the site shown with
 * `settings`, moved into `into` once it has succeeded. pipeline/build.ts runs
 * it in a process of its own: Node keeps a module it imported, and React
 * Router imports each server build from the same file. Asked to, it keeps the
 * server build, which React Router removes (ssr: false), for the households'
 * own pages (./private/page-sets.ts).
 *
 *   tsx pipeline/prerender.ts <into> '<settings, as JSON>' [--keep-server <folder>] [--verbose]
 */
import { cpSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { createBuilder, type Plugin } from "vite";
import type { SiteSettings } from "../src/site/site.server";
import { PRERENDER_DIRECTORY } from "../react-router.config";
import { siteSettings } from "./vite/site-inputs";

/** Copies the server build into `folder` as soon as it is written, before React Router prerenders and removes it. */
function keepServerBuild(folder: string): Plugin {
  return {
    name: "wedding:keep-server-build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    writeBundle: {
      order: "pre",
      sequential: true,
      handler({ dir }) {
        if (!dir) throw new Error("The server build was written to no folder.");
        rmSync(folder, { recursive: true, force: true });
        cpSync(dir, folder, { recursive: true });
      },
    },
  };
}

export async function prerender(
  settings: SiteSettings,
  into: string,
  { keepServer, verbose = false }: { keepServer?: string; verbose?: boolean } = {},
): Promise<void> {
  const root = resolve(import.meta.dirname, "..");
  const built = join(root, PRERENDER_DIRECTORY);
  rmSync(built, { recursive: true, force: true });
  // vite.config.ts, with this prerender's settings beside its plugins. A build lists every file it writes (each
  // photo at every size, twice): about 250 lines that bury where the site is served, so it says it all only if asked.
  const builder = await createBuilder({
    root,
    configFile: join(root, "vite.config.ts"),
    mode: "production",
    logLevel: verbose ? "info" : "warn",
    plugins: [siteSettings(settings), ...(keepServer ? [keepServerBuild(keepServer)] : [])],
  });
  await builder.buildApp();
  // The client folder, and what the build writes beside it (./vite/client-modules-plugin.ts).
  mkdirSync(into, { recursive: true });
  for (const entry of readdirSync(built)) renameSync(join(built, entry), join(into, entry));
  rmSync(built, { recursive: true, force: true });
}

if (process.argv[1] === import.meta.filename) {
  const [into, settings] = process.argv.slice(2);
  const keepAt = process.argv.indexOf("--keep-server");
  await prerender(JSON.parse(settings) as SiteSettings, resolve(into), {
    keepServer: keepAt > 0 ? resolve(process.argv[keepAt + 1]) : undefined,
    verbose: process.argv.includes("--verbose"),
  });
}
