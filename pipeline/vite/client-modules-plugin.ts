import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";

/** Beside the client folder (not served): the modules a guest's phone downloads. */
export const CLIENT_MODULES_FILE = "client-modules.json";

/**
 * Writes the source modules the client build put into the site's scripts,
 * relative to the project (node_modules' included), for the test that nothing
 * made only for the build (the content, its schema and zod, the calendar's and
 * the QR codes' libraries) ever reaches a phone.
 */
export function clientModules(): Plugin {
  let root = "";
  return {
    name: "wedding:client-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(options, bundle) {
      const modules = Object.values(bundle)
        .flatMap((output) => (output.type === "chunk" ? output.moduleIds : []))
        .filter((id) => !id.startsWith("\0"))
        .map((id) => relative(root, id.split("?")[0]).replaceAll("\\", "/"));
      const file = join(options.dir ?? "", "..", CLIENT_MODULES_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify([...new Set(modules)].sort(), null, 1));
    },
  };
}
