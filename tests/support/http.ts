import { request, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { expect } from "@playwright/test";
import { securityHeaders } from "../../pipeline/hosts/http-headers";
import { content } from "./content";

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** The headers every response carries, whatever its status: pages, assets, 304s and 404s alike. */
export const SITE_HEADERS = securityHeaders({ allowSearchEngines: content.site.allowSearchEngines });

/** Checks that a response, from the local server or from nginx, carries the site's headers. */
export function expectSiteHeaders(response: RawResponse, what: string) {
  for (const [name, value] of Object.entries(SITE_HEADERS)) {
    expect(response.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
  expect(response.headers["content-security-policy"], `CSP on ${what}`).toContain("default-src 'self'");
  expect(response.headers["cache-control"], `Cache-Control on ${what}`).toBeTruthy();
}

/**
 * One request exactly as written: the path is not normalised (`..` and
 * `%2e` reach the server), and the body is not decompressed, unlike a
 * browser's or fetch's.
 */
export function rawRequest(
  origin: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Writes raw bytes to a fresh connection and returns the head of the answer: status line and headers ("" if it just closes). */
export function rawExchange(origin: string, bytes: string | Buffer, timeoutMs = 5_000): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = "";
    const done = () => {
      socket.destroy();
      resolve(received.split("\r\n\r\n")[0] ?? "");
    };
    socket.setTimeout(timeoutMs, done);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) done();
    });
    socket.on("error", done);
    socket.on("close", done);
    socket.write(bytes);
  });
}
