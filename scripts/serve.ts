/**
 * Serves the production build (build/client) the way a static host does:
 * every prerendered route with 200, any other path with the 404 page and a
 * real 404 status, hashed assets cached for a year and HTML revalidated.
 * Text files go out as the Brotli or gzip copies the build wrote beside them
 * (`Content-Encoding`, `Vary: Accept-Encoding`), whichever the browser accepts.
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

if (!["404.html", "404.html.br", "404.html.gz"].every((file) => existsSync(root + file))) {
  console.error("No complete production build in build/client. Run `npm run build` first (or `npm start`, which builds).");
  process.exit(1);
}

/** The 404 page in each encoding the build wrote, best first. */
const notFoundPages = [
  { encoding: "br", pattern: /\bbr\b/, body: readFileSync(root + "404.html.br") },
  { encoding: "gzip", pattern: /\bgzip\b/, body: readFileSync(root + "404.html.gz") },
];
const notFoundPage = readFileSync(root + "404.html");

function notFoundFor(acceptEncoding = ""): { body: Buffer; encoding?: string } {
  return notFoundPages.find((page) => page.pattern.test(acceptEncoding)) ?? { body: notFoundPage };
}

const serveStatic = sirv(root, {
  etag: true,
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControlFor(pathname));
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  },
});

const server = createServer((req, res) => {
  serveStatic(req, res, () => {
    const { body, encoding } = notFoundFor(req.headers["accept-encoding"]);
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      Vary: "Accept-Encoding",
      "Cache-Control": REVALIDATE,
      ...SECURITY_HEADERS,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  });
});

server.listen(port, host, () => {
  console.log(`Serving the wedding site at http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
