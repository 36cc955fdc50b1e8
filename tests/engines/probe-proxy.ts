import { readFileSync } from "node:fs";
import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

const PROBE_PATH = "/__smoke-probe.js";
const PROBE = readFileSync(new URL("./console-probe.js", import.meta.url));
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/** The page's HTML with the probe as the first thing in its head, before any script of the page's runs. */
function withProbe(html: string): string {
  if (!html.includes("<head>")) throw new Error("The page has no <head> to put the console probe in.");
  return html.replace("<head>", `<head>${PROBE_TAG}`);
}

function withoutBodyHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const rest = { ...headers };
  delete rest["content-encoding"];
  delete rest["content-length"];
  return rest;
}

/**
 * Stands in front of the site's own server and adds console-probe.js to every
 * page, the one change made to what the engines are served. The probe is a
 * same-origin script, which the pages' Content-Security-Policy ('self')
 * already allows, and React 19 hydrates past a foreign script in the head.
 * Everything else (status, headers, compression) passes through as the
 * server sent it.
 */
export async function startProbeProxy(upstream: string): Promise<{ origin: string; close(): Promise<void> }> {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      res.end(PROBE);
      return;
    }
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const isPage = answer.headers["content-type"]?.startsWith("text/html") && req.method === "GET";
        if (!isPage || answer.statusCode === 304) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          try {
            const html = decode(Buffer.concat(chunks), answer.headers["content-encoding"]).toString("utf8");
            res.writeHead(answer.statusCode ?? 502, withoutBodyHeaders(answer.headers));
            res.end(withProbe(html));
          } catch (error) {
            res.writeHead(500, { "content-type": "text/plain" });
            res.end(`The smoke tests' proxy could not add its probe: ${error}`);
          }
        });
      },
    );
    forward.on("error", (error) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(`The smoke tests' proxy could not reach ${upstream}: ${error.message}`);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
