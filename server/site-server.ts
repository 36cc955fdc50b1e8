/**
 * The local server of the production build, answering as the static hosts
 * do: the files the build's manifest lists with 200 (Range and conditional
 * requests per RFC 9110, through `send`), any other path with the 404 page
 * and a real 404, the precompressed copy the browser accepts, and the same
 * headers on every response.
 *
 * It trusts nothing it is sent: a path is only ever looked up in the
 * manifest, never joined onto the disk, and no request can make it throw.
 * It reads the manifest again whenever a build rewrites it, and answers 503
 * while a build is under way, so it never serves half of one build and half
 * of another.
 */
import { readFileSync, statSync } from "node:fs";
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import Negotiator from "negotiator";
import send from "send";
import { contentSecurityPolicy, securityHeaders } from "../pipeline/hosts/http-headers";
import {
  ENCODINGS,
  encodedFile,
  manifestPath,
  notFoundPageFor,
  type Encoding,
  type ServedFile,
  type SiteManifest,
} from "../pipeline/hosts/site-manifest";

const ALLOWED_METHODS = "GET, HEAD";

/** Headers for the answers given without a manifest (a build under way, a request too malformed to read): as strict as any. */
const FALLBACK_HEADERS = {
  ...securityHeaders({ allowSearchEngines: false }),
  "Content-Security-Policy": contentSecurityPolicy({ inline: { scripts: [], styles: [] }, connectTo: [] }),
  "Cache-Control": "no-store",
};

/** A 404 page as it is, and its precompressed copies. */
type LoadedPage = { body: Buffer; encoded: Map<Encoding, Buffer> };

/** The build as the server holds it between requests: its manifest and its 404 pages. */
type LoadedBuild = {
  manifest: SiteManifest;
  /** Each 404 page, by its file. */
  notFoundPages: Map<string, LoadedPage>;
};

export function createSiteServer(buildDir: string): Server {
  const clientDir = join(buildDir, "client");
  const currentSite = siteReader(buildDir, clientDir);

  const server = createServer((req, res) => {
    try {
      answer(req, res, currentSite(), clientDir);
    } catch (error) {
      console.error("Could not answer", req.method, req.url, error);
      fail(res, 500, "Something went wrong on the server.");
    }
  });
  // What Node's HTTP parser refuses before there is a request to answer
  // (an overlong URL or header, bytes that are not HTTP) still gets a status
  // and the site's headers, then the connection is closed.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const headers = Object.entries({ ...FALLBACK_HEADERS, Connection: "close", "Content-Length": "0" });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n`,
    );
  });
  // A client that opens a connection and sends nothing (or half a request)
  // is dropped instead of holding it open.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  server.keepAliveTimeout = 5_000;
  return server;
}

/** The manifest and 404 pages of the newest whole build, read again only when the manifest changes. */
function siteReader(buildDir: string, clientDir: string): () => LoadedBuild | undefined {
  let cached: { stamp: string; site: LoadedBuild } | undefined;
  return () => {
    const stat = statSync(manifestPath(buildDir), { throwIfNoEntry: false });
    if (!stat) return undefined;
    const stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (cached?.stamp !== stamp) {
      try {
        const manifest = JSON.parse(readFileSync(manifestPath(buildDir), "utf8")) as SiteManifest;
        const notFoundPages = new Map(
          [manifest.notFound, ...Object.values(manifest.notFoundUnder)].map(({ file, encodings }) => [
            file,
            {
              body: readFileSync(join(clientDir, file)),
              encoded: new Map(
                encodings.map((encoding) => [encoding, readFileSync(join(clientDir, encodedFile(file, encoding)))]),
              ),
            },
          ]),
        );
        cached = { stamp, site: { manifest, notFoundPages } };
      } catch {
        // A build started between the stat and the reads: as good as no manifest.
        return undefined;
      }
    }
    return cached.site;
  };
}

function answer(req: IncomingMessage, res: ServerResponse, site: LoadedBuild | undefined, clientDir: string) {
  if (!site) {
    setHeaders(res, { ...FALLBACK_HEADERS, "Retry-After": "5" });
    return fail(res, 503, "The site is being rebuilt. Try again in a moment.");
  }
  const { manifest } = site;
  setHeaders(res, { ...manifest.headers, "Cache-Control": "no-cache" });
  if (req.method !== "GET" && req.method !== "HEAD") {
    setHeaders(res, { Allow: ALLOWED_METHODS, "Content-Security-Policy": manifest.notFound.contentSecurityPolicy });
    return fail(res, 405, `Only ${ALLOWED_METHODS} are served here.`);
  }
  const path = requestPath(req.url);
  if (path === undefined) return fail(res, 400, "That address is not a valid URL.");

  const served = manifest.files[path];
  if (!served) return notFound(req, res, site, path);

  const encoding = preferredEncoding(req, served.encodings);
  setServedHeaders(res, served);
  if (served.encodings.length > 0) res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  const file = encoding ? encodedFile(served.file, encoding) : served.file;

  send(req, `/${file}`, {
    root: clientDir,
    cacheControl: false,
    dotfiles: "allow",
    index: false,
    etag: true,
    lastModified: true,
  })
    .on("error", (error: { status?: number; headers?: Record<string, string> }) => {
      // The file went away under a running server (a build started): not found, like everything else.
      if (error.status === 404) return notFound(req, res, site, path);
      res.removeHeader("Content-Encoding");
      if (error.headers) setHeaders(res, error.headers);
      fail(
        res,
        error.status ?? 500,
        error.status === 416 ? "That range is outside the file." : "The file could not be sent.",
      );
    })
    .pipe(res);
}

/** The precompressed copy to send, or undefined for the file as it is. Brotli wins a tie. */
function preferredEncoding(req: IncomingMessage, available: Encoding[]): Encoding | undefined {
  const choice = new Negotiator(req).encoding([...available, "identity"], { preferred: [...ENCODINGS, "identity"] });
  return choice === "identity" ? undefined : choice;
}

/** The decoded path of a request target, or undefined when it is not a URL at all. */
function requestPath(target = "/"): string | undefined {
  try {
    // An origin-form target ("/classic") is a path, even one that starts "//";
    // anything else must be an absolute URL ("http://host/classic").
    const url = target.startsWith("/") ? new URL(`http://site.invalid${target}`) : new URL(target);
    return decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
}

function notFound(req: IncomingMessage, res: ServerResponse, { manifest, notFoundPages }: LoadedBuild, path: string) {
  const served = notFoundPageFor(manifest, path);
  const page = notFoundPages.get(served.file);
  if (!page) throw new Error(`The 404 page ${served.file} was not loaded`);
  const encoding = preferredEncoding(req, [...page.encoded.keys()]);
  const body = (encoding && page.encoded.get(encoding)) || page.body;
  for (const name of ["Content-Encoding", "Content-Range", "ETag", "Last-Modified", "Accept-Ranges"])
    res.removeHeader(name);
  setServedHeaders(res, served);
  setHeaders(res, { Vary: "Accept-Encoding", "Content-Length": String(body.length) });
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.statusCode = 404;
  res.end(req.method === "HEAD" ? undefined : body);
}

function setServedHeaders(res: ServerResponse, served: ServedFile) {
  setHeaders(res, {
    "Content-Type": served.contentType,
    "Cache-Control": served.cacheControl,
    "Content-Security-Policy": served.contentSecurityPolicy,
  });
}

function setHeaders(res: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** A short plain-text answer for a status that has no page of its own. */
function fail(res: ServerResponse, status: number, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of ["Content-Encoding", "ETag", "Last-Modified", "Vary"]) res.removeHeader(name);
  const body = `${message}\n`;
  res.statusCode = status;
  setHeaders(res, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(Buffer.byteLength(body)) });
  res.end(res.req?.method === "HEAD" ? undefined : body);
}
