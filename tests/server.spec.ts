import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createNetServer, type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { content, LANGUAGES } from "./support/content";
import { swapIn } from "../pipeline/build-site";
import { BUILD_DIR, siteManifest, writeSiteManifest } from "../pipeline/hosts/site-manifest";
import { createSiteServer } from "../server/site-server";
import { freePort } from "../server/listen-address";
import { startSiteServer, type RunningServer } from "./support/start-server";
import { expectSiteHeaders, rawExchange, rawRequest } from "./support/http";
import { expect, test } from "./support/fixtures";

test.describe("hostile requests never stop the server", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  let page: Buffer;

  test.beforeAll(async () => {
    server = await startSiteServer();
    page = (await rawRequest(server.origin, "/classic")).body;
  });
  test.afterAll(async () => {
    await server.stop();
  });
  test.afterEach(async () => {
    expect(server.process.exitCode, `the server exited:\n${server.output()}`).toBeNull();
    expect((await rawRequest(server.origin, "/classic")).status).toBe(200);
  });

  const size = () => page.length;
  const RANGES: [range: string, status: number, bytes: () => Buffer | undefined][] = [
    ["bytes=0-9", 206, () => page.subarray(0, 10)],
    ["bytes=-100", 206, () => page.subarray(size() - 100)],
    ["bytes=100-", 206, () => page.subarray(100)],
    ["bytes=0-18446744073709551615", 206, () => page],
    ["bytes=50-10", 416, () => undefined],
    ["bytes=-0", 416, () => undefined],
    ["bytes=99999999-", 416, () => undefined],
    ["bytes=abc", 200, () => page],
    ["bytes=--1", 200, () => page],
    ["items=0-5", 200, () => page],
    ["bytes=0-1,4-5", 200, () => page],
  ];
  for (const [range, status, bytes] of RANGES) {
    test(`Range: ${range} answers ${status} per RFC 9110`, async () => {
      const response = await rawRequest(server.origin, "/classic", {
        headers: { Range: range, "Accept-Encoding": "identity" },
      });
      expect(response.status).toBe(status);
      if (status === 416) expect(response.headers["content-range"]).toBe(`bytes */${size()}`);
      if (status === 206) expect(response.headers["content-range"]).toMatch(new RegExp(`^bytes \\d+-\\d+/${size()}$`));
      const expected = bytes();
      if (expected) expect(response.body.equals(expected)).toBe(true);
      expectSiteHeaders(response, `a ${status}`);
    });
  }

  test("only GET and HEAD: every other method is 405 with Allow", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "TRACE"]) {
      const response = await rawRequest(server.origin, "/classic", { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expectSiteHeaders(response, `${method}'s 405`);
    }
    const head = await rawRequest(server.origin, "/classic", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  test("encoded and crafted paths reach nothing but the site's own files", async () => {
    const manifest = readFileSync(join(BUILD_DIR, "site.json"), "utf8");
    const tricks = [
      "/../build/site.json",
      "/%2e%2e/site.json",
      "/%2e%2e%2fsite.json",
      "/assets/..%2f..%2fsite.json",
      "/..%5c..%5csite.json",
      "/%c0%ae%c0%ae/site.json",
      "/_headers",
      "/_redirects",
      "/.nojekyll",
      "/classic%00",
      "/classic%",
      "/%E0%A4%A",
      "//classic",
      "/assets/",
      "/assets",
      "/classic/index.html.br",
      `/${"a".repeat(8_000)}`,
      "/\u00e9t\u00e9",
    ];
    for (const path of tricks) {
      const response = await rawRequest(server.origin, encodeURI(path).replaceAll("%25", "%"));
      expect([400, 404], path).toContain(response.status);
      expect(response.body.toString("latin1")).not.toContain(manifest.slice(0, 40));
    }
  });

  test("malformed requests get a status, not a dropped server", async () => {
    const origin = server.origin;
    const refusals = [
      [`GET /${"x".repeat(100_000)} HTTP/1.1\r\nHost: a\r\n\r\n`, 431],
      [`GET / HTTP/1.1\r\nHost: a\r\nX-Big: ${"y".repeat(100_000)}\r\n\r\n`, 431],
      ["\u0000\u0001\u0002 garbage\r\n\r\n", 400],
      ["GET / HTTP/9.9\r\n\r\n", 400],
    ] as const;
    for (const [bytes, status] of refusals) {
      const head = await rawExchange(origin, bytes);
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head.toLowerCase()).toContain("x-content-type-options: nosniff");
    }
    expect(await rawExchange(origin, "GET http://elsewhere.example/classic HTTP/1.1\r\nHost: a\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 200/,
    );
    expect(await rawExchange(origin, "GET /classic HTTP/1.1\r\nHost: a\r\nRange: bytes=50-10\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 416/,
    );
  });

  test("half-open connections do not stop others being served", async () => {
    const { hostname, port } = new URL(server.origin);
    const hanging: Socket[] = [];
    for (let index = 0; index < 30; index++) {
      const socket = connect(Number(port), hostname);
      socket.on("error", () => undefined);
      socket.write(index % 2 ? "GET /classic HTTP/1.1\r\nHost: a\r\n" : "GE");
      hanging.push(socket);
    }
    for (let index = 0; index < 10; index++) expect((await rawRequest(server.origin, "/gamer")).status).toBe(200);
    // A client that reads nothing of a large answer, then vanishes mid-way.
    const stalled = connect(Number(port), hostname);
    stalled.on("error", () => undefined);
    stalled.write("GET /classic HTTP/1.1\r\nHost: a\r\nAccept-Encoding: identity\r\n\r\n");
    stalled.pause();
    await new Promise((resolve) => setTimeout(resolve, 200));
    stalled.destroy();
    hanging.forEach((socket) => socket.destroy());
  });
});

test.describe("statuses and headers", () => {
  test("/404, /404/ and the 404 pages themselves answer 404", async ({ baseURL }) => {
    for (const path of [
      "/404",
      "/404/",
      "/404.html",
      "/404.data",
      "/gamer/404",
      "/gamer/404.html",
      "/gamer/404.data",
    ]) {
      expect((await rawRequest(baseURL ?? "", path)).status, path).toBe(404);
    }
  });

  test("304s and 404s carry the same headers as 200s", async ({ baseURL }) => {
    const origin = baseURL ?? "";
    const page = await rawRequest(origin, "/classic");
    expectSiteHeaders(page, "a page");
    const notModified = await rawRequest(origin, "/classic", {
      headers: { "If-None-Match": String(page.headers.etag) },
    });
    expect(notModified.status).toBe(304);
    expectSiteHeaders(notModified, "a 304");
    expect(notModified.headers["cache-control"]).toBe(page.headers["cache-control"]);
    for (const path of ["/no-such-page", "/gamer/no-such-page"]) {
      const missing = await rawRequest(origin, path);
      expect(missing.status, path).toBe(404);
      expectSiteHeaders(missing, `a 404 for ${path}`);
      expect(missing.headers["cache-control"]).toBe("no-cache");
    }
  });

  test("robots.txt and X-Robots-Tag follow allowSearchEngines", async ({ baseURL }) => {
    const robots = await rawRequest(baseURL ?? "", "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.body.toString()).toContain(content.site.allowSearchEngines ? "Allow: /" : "Disallow: /");
    expect(robots.headers["x-robots-tag"]).toBe(content.site.allowSearchEngines ? undefined : "noindex, nofollow");
  });
});

test.describe("npm start", () => {
  const npmStart = (env: Record<string, string>) =>
    promisify(execFile)("npm", ["start"], { env: { ...process.env, ...env }, timeout: 60_000 }).then(
      () => ({ code: 0, output: "" }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        output: error.stdout + error.stderr,
      }),
    );
  const ownLines = (output: string) =>
    output.split("\n").filter((line) => line.trim() && !/^(>|npm warn)/.test(line.trim()));

  test("a port in use is said in one plain sentence, before anything is built", async () => {
    const holder = createNetServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => holder.once("listening", resolve));
    const { port } = holder.address() as AddressInfo;
    const { code, output } = await npmStart({ PORT: String(port), HOST: "127.0.0.1" });
    holder.close();
    expect(code).not.toBe(0);
    expect(ownLines(output)).toEqual([expect.stringContaining(`Port ${port} on 127.0.0.1 is already in use`)]);
  });

  for (const [env, message] of [
    [{ PORT: "abc" }, "PORT=abc is not a port"],
    [{ PORT: "70000" }, "PORT=70000 is not a port"],
    [{ HOST: "192.0.2.1" }, "HOST=192.0.2.1 is not an address of this machine"],
  ] as const) {
    test(`${Object.entries(env).flat().join("=")} is said in one plain sentence`, async () => {
      const { code, output } = await npmStart({ PORT: String(await freePort()), ...env });
      expect(code).not.toBe(0);
      expect(ownLines(output)).toEqual([expect.stringContaining(message)]);
    });
  }

  test("SIGTERM stops the server even while a client holds a connection", async () => {
    const server = await startSiteServer();
    const { hostname, port } = new URL(server.origin);
    const holder = connect(Number(port), hostname);
    holder.on("error", () => undefined);
    holder.write("GET /classic HTTP/1.1\r\nHost: a\r\n");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await server.stop()).toBe(0);
    holder.destroy();
  });
});

test.describe("a rebuild under a running server", () => {
  test("serves the old build until the new one is whole, then the new one, never a mix", async () => {
    const projectDir = mkdtempSync(join(tmpdir(), "wedding-build-"));
    const buildDir = join(projectDir, "build");
    const stagingDir = join(projectDir, ".build-next");
    cpSync(BUILD_DIR, buildDir, { recursive: true });
    const clientDir = join(stagingDir, "client");
    const server = createSiteServer(buildDir).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (path: string) => rawRequest(origin, path, { headers: { "Accept-Encoding": "identity" } });
    try {
      const oldAsset = (await get("/classic")).body.toString().match(/\/assets\/[^"]+\.js/)?.[0] ?? "";
      expect((await get(oldAsset)).status).toBe(200);

      // The new build, written beside the old one: an asset renamed, a longer page.
      cpSync(buildDir, stagingDir, { recursive: true });
      rmSync(join(clientDir, oldAsset));
      rmSync(join(clientDir, `${oldAsset}.br`));
      rmSync(join(clientDir, `${oldAsset}.gz`));
      writeFileSync(join(clientDir, "assets/new-build.js"), "export {};\n");
      const longer = `${readFileSync(join(clientDir, "classic/index.html"), "utf8")}<!-- ${"new ".repeat(5_000)}-->`;
      writeFileSync(join(clientDir, "classic/index.html"), longer);
      writeSiteManifest(
        siteManifest(clientDir, { allowSearchEngines: false, connectTo: [], languages: LANGUAGES }),
        stagingDir,
      );
      expect((await get(oldAsset)).status, "the old build, whole, while the new one is written").toBe(200);

      // Mid-swap, for an instant, there is no build: the server stands back.
      renameSync(buildDir, `${buildDir}-aside`);
      const during = await get("/classic");
      expect(during.status).toBe(503);
      expect(during.headers["retry-after"]).toBeTruthy();
      renameSync(`${buildDir}-aside`, buildDir);

      swapIn(stagingDir, buildDir);
      expect((await get("/assets/new-build.js")).status).toBe(200);
      expect((await get(oldAsset)).status).toBe(404);
      const page = await get("/classic");
      expect(page.status).toBe(200);
      expect(page.body.toString()).toBe(longer);
    } finally {
      server.close();
      rmSync(projectDir, { recursive: true, force: true });
    }
  });
});

test("the build writes Netlify's _redirects only on Netlify: Cloudflare's deploy refuses a rule with status 404", () => {
  expect(process.env.NETLIFY).not.toBe("true");
  expect(existsSync(join(BUILD_DIR, "client", "_redirects"))).toBe(false);
});
