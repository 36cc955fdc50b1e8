/**
 * Serves the production build (build/client) the way a static host does:
 * every prerendered route with 200, any other path with the 404 page and a
 * real 404 status, hashed assets cached for a year and HTML revalidated.
 *
 *   PORT=8080 HOST=0.0.0.0 npm run serve
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { SECURITY_HEADERS, cacheControlFor, REVALIDATE } from "./http-headers";

const root = fileURLToPath(new URL("../build/client/", import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";

if (!existsSync(root + "404.html")) {
  console.error("No production build in build/client. Run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}
const notFoundPage = readFileSync(root + "404.html");

const serveStatic = sirv(root, {
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControlFor(pathname));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  },
});

const server = createServer((req, res) => {
  serveStatic(req, res, () => {
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": notFoundPage.length,
      "Cache-Control": REVALIDATE,
      ...SECURITY_HEADERS,
    });
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Serving the wedding site at http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
