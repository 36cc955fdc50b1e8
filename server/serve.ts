/**
 * Serves the production build the way a static host does (see
 * server/site-server.ts) at http://localhost:4173, or PORT and HOST.
 *
 *   PORT=8080 HOST=0.0.0.0 npm run serve
 *   WEDDING_SITE_DIR=other npm run serve   the build in other/ instead of build/
 */
import { existsSync } from "node:fs";
import { relative, resolve } from "node:path";
import { exitWith, listenAddressOrExit, listenProblem } from "./listen-address";
import { readEnvironment } from "../pipeline/environment";
import { manifestPath } from "../pipeline/hosts/site-manifest";
import { createSiteServer } from "./site-server";

/** Stops in this long after SIGINT or SIGTERM, even with requests still under way. */
const SHUTDOWN_GRACE_MS = 1_000;

const address = listenAddressOrExit();

// Where the build put it (../pipeline/build.ts), from whichever folder the command is run.
const buildDir = resolve(import.meta.dirname, "..", readEnvironment(process.env).siteDir);
if (!existsSync(manifestPath(buildDir))) {
  exitWith(
    `There is no complete production build in ${relative(process.cwd(), buildDir) || "."}/. Run \`npm run build\` first, or \`npm start\`, which builds.`,
  );
}

const server = createSiteServer(buildDir);

server.once("error", (error: NodeJS.ErrnoException) =>
  exitWith(listenProblem(error, address) ?? `The server stopped: ${error.message}`),
);

server.listen(address.port, address.host, () => {
  console.log(`Serving the wedding site at http://${address.host}:${address.port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Connections still busy (a guest mid-download, a load test) are cut after a short grace.
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  });
}
