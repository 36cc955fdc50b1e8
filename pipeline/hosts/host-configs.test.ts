import { describe, expect, it } from "vitest";
import { headersFile, netlifyRedirects, nginxConfig } from "./host-configs";
import { contentSecurityPolicy, IMMUTABLE, REVALIDATE, robotsTxt, securityHeaders } from "./http-headers";
import type { ServedFile, SiteManifest } from "./site-manifest";

const policy = (hash: string) => contentSecurityPolicy({ inline: { scripts: [hash], styles: [] }, connectTo: [] });
const page = (file: string, hash: string): ServedFile => ({
  file,
  contentType: "text/html; charset=utf-8",
  cacheControl: REVALIDATE,
  contentSecurityPolicy: policy(hash),
  encodings: ["br", "gzip"],
});
const asset: ServedFile = {
  file: "assets/a-1234abcd.js",
  contentType: "text/javascript; charset=utf-8",
  cacheControl: IMMUTABLE,
  contentSecurityPolicy: policy("base"),
  encodings: ["br", "gzip"],
};

function manifestWith(pages: Record<string, ServedFile>): SiteManifest {
  return {
    headers: securityHeaders({ allowSearchEngines: false }),
    files: {
      ...pages,
      "/assets/a-1234abcd.js": asset,
      "/favicon.svg": {
        ...asset,
        file: "favicon.svg",
        contentType: "image/svg+xml",
        cacheControl: REVALIDATE,
        encodings: [],
      },
    },
    notFound: page("404.html", "notfound"),
    notFoundUnder: { "/gamer/": page("gamer/404.html", "gamernotfound") },
  };
}

const manifest = manifestWith({
  "/": page("index.html", "home"),
  "/classic": page("classic/index.html", "classic"),
  "/classic/": page("classic/index.html", "classic"),
});

/** The `_headers` rules as a host reads them: path, then its indented lines. */
function rules(file: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of file.split("\n").filter((text) => text && !text.startsWith("#"))) {
    if (line.startsWith("/")) result.set(line, (current = []));
    else current.push(line.trim());
  }
  return result;
}

describe("headersFile", () => {
  const parsed = rules(headersFile(manifest));

  it("sets every common header, the 404 page's policy and no-cache on /*", () => {
    const all = parsed.get("/*") ?? [];
    expect(all).toContain(`Cache-Control: ${REVALIDATE}`);
    expect(all).toContain(`Content-Security-Policy: ${policy("notfound")}`);
    expect(all).toContain("X-Robots-Tag: noindex, nofollow");
    expect(all).toContain("Cross-Origin-Resource-Policy: same-origin");
    // It would cost every page a new renderer process (http-headers.ts says why it is left out).
    expect(all.some((line) => line.startsWith("Cross-Origin-Opener-Policy"))).toBe(false);
  });

  it("detaches a header before a narrower rule sets it again, since hosts join repeated headers", () => {
    expect(parsed.get("/assets/*")).toEqual(["! Cache-Control", `Cache-Control: ${IMMUTABLE}`]);
    expect(parsed.get("/classic")).toEqual([
      "! Content-Security-Policy",
      `Content-Security-Policy: ${policy("classic")}`,
    ]);
    expect(parsed.get("/classic/")).toEqual(parsed.get("/classic"));
    expect(parsed.get("/")).toEqual(["! Content-Security-Policy", `Content-Security-Policy: ${policy("home")}`]);
    expect([...parsed.keys()].indexOf("/*")).toBe(0);
  });

  it("gives unknown paths under /gamer/ the game's 404 page's policy, before any page's own rule", () => {
    expect(parsed.get("/gamer/*")).toEqual([
      "! Content-Security-Policy",
      `Content-Security-Policy: ${policy("gamernotfound")}`,
    ]);
    const order = [...parsed.keys()];
    expect(order.indexOf("/gamer/*")).toBeLessThan(order.indexOf("/"));
  });

  it("refuses what Cloudflare would silently ignore", () => {
    const many = Object.fromEntries(
      Array.from({ length: 120 }, (_, index) => [`/page-${index}`, page(`page-${index}/index.html`, "x")]),
    );
    expect(() => headersFile(manifestWith(many))).toThrow(/100/);
    const long = manifestWith({ "/": page("index.html", "h".repeat(2_100)) });
    expect(() => headersFile(long)).toThrow(/2000 characters/);
  });
});

describe("netlifyRedirects", () => {
  it("answers an unknown path with the narrowest 404 page under it, with status 404, the root's left to Netlify", () => {
    const rules = netlifyRedirects({
      ...manifest,
      notFoundUnder: {
        "/en/gamer/": page("en/gamer/404.html", "engamernotfound"),
        "/gamer/": page("gamer/404.html", "gamernotfound"),
        "/en/": page("en/404.html", "ennotfound"),
      },
    })
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual([
      "/en/gamer/*  /en/gamer/404.html  404",
      "/gamer/*  /gamer/404.html  404",
      "/en/*  /en/404.html  404",
    ]);
  });
});

describe("nginxConfig", () => {
  const config = nginxConfig(manifest);
  const locations = [...config.matchAll(/^location ([^{]+) \{\n([\s\S]*?)^\}/gm)].map(([, match, body]) => ({
    match: match.trim(),
    body,
  }));

  it("repeats every header, with always, in every location that serves something", () => {
    // The catch-alls only pass the status on to a 404 page's location, which sets the headers.
    const serving = locations.filter((location) => location.match !== "/" && !location.body.includes("error_page"));
    for (const { match, body } of serving) {
      for (const [name, value] of Object.entries(manifest.headers))
        expect(body, match).toContain(`add_header ${name} "${value}" always;`);
      expect(body, match).toMatch(/add_header Cache-Control "[^"]+" always;/);
      expect(body, match).toMatch(/add_header Content-Security-Policy "[^"]+" always;/);
    }
  });

  it("gives each page its own policy, assets the long cache, and everything else the 404 page", () => {
    const classic = locations.find((location) => location.match === "~ ^/classic/?$");
    expect(classic?.body).toContain(policy("classic"));
    expect(classic?.body).toContain("try_files /classic/index.html =404;");
    expect(locations.find((location) => location.match === "= /")?.body).toContain(policy("home"));
    expect(locations.find((location) => location.match === "^~ /assets/")?.body).toContain(
      `add_header Cache-Control "${IMMUTABLE}" always;`,
    );
    expect(locations.find((location) => location.match === "= /404.html")?.body).toContain("internal;");
    expect(config).toContain("error_page 404 /404.html;");
    expect(config).toMatch(/location \/ \{\n\s+return 404;\n\}/);
  });

  it("answers an unknown path under /gamer/ with the game's 404 page, its own policy with it", () => {
    const gamer404 = locations.find((location) => location.match === "= /gamer/404.html");
    expect(gamer404?.body).toContain("internal;");
    expect(gamer404?.body).toContain(policy("gamernotfound"));
    expect(locations.find((location) => location.match === "/gamer/")?.body).toMatch(
      /error_page 404 \/gamer\/404\.html;\s+return 404;/,
    );
  });

  it("keeps the charset on text nginx knows once a calendar file needs a list of its own", () => {
    const other = (file: string, contentType: string): ServedFile => ({ ...asset, file, contentType, encodings: [] });
    const withCalendar = nginxConfig({
      ...manifest,
      files: {
        ...manifest.files,
        "/robots.txt": other("robots.txt", "text/plain; charset=utf-8"),
        "/wedding.ics": other("wedding.ics", "text/calendar; charset=utf-8"),
      },
    });
    // charset_types replaces nginx's own list: text/plain must be named again, text/html never.
    expect(withCalendar).toContain("charset_types text/plain text/calendar;");
    expect(withCalendar).not.toMatch(/charset_types[^;]*text\/html/);
  });
});

describe("the rules that switch with allowSearchEngines", () => {
  it("keeps search engines out until the couple lets them in", () => {
    expect(securityHeaders({ allowSearchEngines: false })["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(securityHeaders({ allowSearchEngines: true })).not.toHaveProperty("X-Robots-Tag");
    expect(robotsTxt({ allowSearchEngines: false })).toBe("User-agent: *\nDisallow: /\n");
    expect(robotsTxt({ allowSearchEngines: true })).toBe("User-agent: *\nAllow: /\n");
  });

  it("writes a policy with hashes and the vitals origin, and nothing unsafe", () => {
    const csp = contentSecurityPolicy({
      inline: { scripts: ["abc="], styles: ["def="] },
      connectTo: ["https://vitals.example"],
    });
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("style-src 'self' 'sha256-def='");
    expect(csp).toContain("connect-src 'self' https://vitals.example");
    expect(csp).not.toMatch(/unsafe/);
  });
});
