import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../server/listen-address";
import { expectSiteHeaders, rawRequest, SITE_HEADERS } from "./support/http";
import { expect, PAGE_PATHS, test, UNKNOWN_PATHS } from "./support/fixtures";

/**
 * The repository's nginx include, served for real: Debian's nginx on
 * 127.0.0.1 over build/client, with nothing but a `root` around it.
 */
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const MIME_TYPES = "/etc/nginx/mime.types";

test.skip(
  !NGINX && !process.env.CI,
  "nginx is not installed: apt-get install nginx-light libnginx-mod-http-brotli-static (CI installs it)",
);
test.describe.configure({ mode: "serial" });

let nginx: ChildProcess;
let origin: string;
let prefix: string;
let log = "";

test.beforeAll(async () => {
  if (!NGINX) throw new Error("CI must test nginx, and it is not installed: add nginx-light to .ci/run's packages.");
  prefix = mkdtempSync(join(tmpdir(), "wedding-nginx-"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const brotli = existsSync(BROTLI_MODULE);
  writeFileSync(
    join(prefix, "nginx.conf"),
    [
      brotli ? `load_module ${BROTLI_MODULE};` : "",
      `pid ${prefix}/nginx.pid;`,
      "error_log stderr;",
      "events {}",
      "http {",
      `  include ${MIME_TYPES};`,
      "  access_log off;",
      `  client_body_temp_path ${prefix};`,
      "  server {",
      `    listen 127.0.0.1:${port};`,
      `    root ${resolve("build/client")};`,
      `    include ${resolve("build/nginx/wedding.conf")};`,
      brotli ? `    include ${resolve("deploy/nginx/brotli.conf")};` : "",
      "  }",
      "}",
    ].join("\n"),
  );
  nginx = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  nginx.stderr?.on("data", (chunk) => (log += chunk));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx did not start:\n${log}`);
    if (
      await rawRequest(origin, "/").then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`nginx did not answer:\n${log}`);
});

test.afterAll(() => {
  nginx?.kill("SIGQUIT");
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

test("every route answers 200, with and without the trailing slash", async () => {
  for (const path of PAGE_PATHS.flatMap((page) => (page === "/" ? [page] : [page, `${page}/`]))) {
    const response = await rawRequest(origin, path);
    expect(response.status, path).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  }
});

test("anything else answers 404 with its 404 page: the game's under /gamer/, the invitation's elsewhere", async () => {
  const notFoundPage = readFileSync("build/client/404.html");
  const gamerNotFoundPage = readFileSync("build/client/gamer/404.html");
  for (const path of UNKNOWN_PATHS.filter((unknown) => unknown.startsWith("/gamer/"))) {
    const response = await rawRequest(origin, path);
    expect(response.status, path).toBe(404);
    expect(response.body.equals(gamerNotFoundPage), path).toBe(true);
    expectSiteHeaders(response, `404 for ${path}`);
  }
  for (const path of [
    ...UNKNOWN_PATHS.filter((unknown) => !unknown.startsWith("/gamer/")),
    "/404",
    "/404/",
    "/404.html",
    "/_headers",
    "/.nojekyll",
    "/assets/",
    "/index.html",
  ]) {
    const response = await rawRequest(origin, path);
    expect(response.status, path).toBe(404);
    expect(response.body.equals(notFoundPage), path).toBe(true);
    expectSiteHeaders(response, `404 for ${path}`);
    expect(response.headers["cache-control"]).toBe("no-cache");
  }
});

test("pages, assets, 304s and 404s carry the headers the local server sends", async ({ baseURL }) => {
  const html = (await rawRequest(origin, "/classic")).body.toString();
  const asset = html.match(/\/assets\/[^"\s,]+\.js/)?.[0] ?? "(no script)";
  const image = html.match(/\/assets\/[^"\s,]+\.avif/)?.[0] ?? "(no image)";
  const compared = [
    "cache-control",
    "content-security-policy",
    "content-type",
    "content-encoding",
    "vary",
    ...Object.keys(SITE_HEADERS).map((name) => name.toLowerCase()),
  ];
  for (const path of [...PAGE_PATHS, asset, image, "/favicon.svg", "/robots.txt", "/classic.data", "/no-such-page"]) {
    for (const encoding of ["gzip", "identity"]) {
      const headers = { "Accept-Encoding": encoding };
      const [fromNginx, fromLocal] = await Promise.all([
        rawRequest(origin, path, { headers }),
        rawRequest(baseURL ?? "", path, { headers }),
      ]);
      expect(fromNginx.status, path).toBe(fromLocal.status);
      for (const name of compared)
        expect(fromNginx.headers[name], `${name} of ${path} (${encoding})`).toBe(fromLocal.headers[name]);
    }
  }
  const first = await rawRequest(origin, asset);
  const again = await rawRequest(origin, asset, { headers: { "If-None-Match": String(first.headers.etag) } });
  expect(again.status).toBe(304);
  expectSiteHeaders(again, "a 304");
  expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the precompressed copies go out with Vary, Brotli where the module is", async () => {
  const original = readFileSync("build/client/classic/index.html");
  const gzip = await rawRequest(origin, "/classic", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gzip.headers.vary).toBe("Accept-Encoding");
  expect(gzip.body.equals(readFileSync("build/client/classic/index.html.gz"))).toBe(true);
  test.skip(!existsSync(BROTLI_MODULE), "ngx_brotli is not installed: apt-get install libnginx-mod-http-brotli-static");
  const brotli = await rawRequest(origin, "/classic", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.body.length).toBeLessThan(original.length / 3);
});

test("other methods get 405 with Allow, and path tricks reach nothing", async () => {
  const post = await rawRequest(origin, "/classic", { method: "POST" });
  expect(post.status).toBe(405);
  expect(post.headers.allow).toBe("GET, HEAD");
  expectSiteHeaders(post, "a 405");
  for (const path of [
    "/../etc/passwd",
    "/%2e%2e/etc/passwd",
    "/assets/../_headers",
    "/assets/%2e%2e/_headers",
    "/classic%00",
    "/assets/x.js.br",
  ]) {
    const response = await rawRequest(origin, path);
    expect([400, 404], path).toContain(response.status);
    expectSiteHeaders(response, path);
  }
  const suffix = await rawRequest(origin, "/classic", {
    headers: { Range: "bytes=-100", "Accept-Encoding": "identity" },
  });
  expect(suffix.status).toBe(206);
  expect(suffix.body.length).toBe(100);
});
