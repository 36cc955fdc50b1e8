/**
 * The site's headers (pipeline/hosts/http-headers.ts, gathered per file in the
 * build's manifest) written in each host's own language: `_headers` for
 * Netlify and Cloudflare, and an nginx include. The local server reads
 * the manifest itself.
 */
import { HASHED_ASSETS_PREFIX, IMMUTABLE, REVALIDATE } from "./http-headers";
import type { ServedFile, SiteManifest } from "./site-manifest";
import { escapeRegExp } from "../../src/text/escape-regexp";

/** Cloudflare' limits: it ignores rules past the 100th and lines longer than 2,000 characters. */
const MAX_RULES = 100;
const MAX_LINE = 2000;

const GENERATED = "Written by `npm run build` from pipeline/hosts/http-headers.ts: change the rules there, not here.";

/**
 * `_headers`: every rule that matches a path applies, and a header set by two
 * of them is joined with a comma (Cloudflare and Netlify alike), which
 * would make `no-cache, immutable` or two policies at once. So `/*` sets what
 * most responses need, the 404 page's policy included (hosts answer unknown
 * paths with 404.html under `/*`), and the later, narrower rules (a narrower
 * 404 page's, then each page's) detach a header with `! Name` before they set
 * their own.
 */
export function headersFile(manifest: SiteManifest): string {
  const header = (name: string, value: string) => `  ${name}: ${value}`;
  const replace = (name: string, value: string) => [`  ! ${name}`, header(name, value)];
  const pages = Object.entries(manifest.files).filter(([, served]) => served.file.endsWith(".html"));
  const rules = [
    [
      "/*",
      header("Cache-Control", REVALIDATE),
      header("Content-Security-Policy", manifest.notFound.contentSecurityPolicy),
      ...Object.entries(manifest.headers).map(([name, value]) => header(name, value)),
    ],
    [`${HASHED_ASSETS_PREFIX}*`, ...replace("Cache-Control", IMMUTABLE)],
    // Cloudflare answers an unknown path with the nearest 404.html up it (/gamer/404.html).
    ...Object.entries(manifest.notFoundUnder).map(([under, served]) => [
      `${under}*`,
      ...replace("Content-Security-Policy", served.contentSecurityPolicy),
    ]),
    ...pages.map(([url, served]) => [url, ...replace("Content-Security-Policy", served.contentSecurityPolicy)]),
  ];
  if (rules.length > MAX_RULES)
    throw new Error(`_headers would have ${rules.length} rules; Cloudflare reads only ${MAX_RULES}.`);
  const lines = [`# ${GENERATED}`, ...rules.flatMap((rule) => [...rule, ""])];
  const long = lines.find((line) => line.length > MAX_LINE);
  if (long)
    throw new Error(
      `A _headers line is longer than ${MAX_LINE} characters, which Cloudflare ignores: ${long.slice(0, 80)}...`,
    );
  return lines.join("\n");
}

/**
 * `_redirects` for Netlify: it answers every unknown path with the root's
 * 404.html unless a rule with status 404 names a narrower one (the game's
 * under /gamer/, each language's under its code). Netlify takes the first rule
 * that matches, and none where a file is found, so the narrowest come first
 * (notFoundPages's order, src/pages.ts). Cloudflare answers with the nearest 404.html on
 * its own and refuses a file with status 404 in it, so only a build on Netlify
 * writes one (pipeline/postbuild/finish.ts).
 */
export function netlifyRedirects(manifest: SiteManifest): string {
  const rules = Object.entries(manifest.notFoundUnder).map(([under, served]) => `${under}*  /${served.file}  404`);
  // A blank line first: the rules may follow a couple's own (a _redirects file in public/).
  return ["", "# Written by `npm run build` on Netlify: each narrower 404 page (src/pages.ts).", ...rules, ""].join(
    "\n",
  );
}

/**
 * An nginx include for a `server` block that sets only `root`. It serves
 * exactly what the manifest lists: each page from a location of its own
 * (each has its own policy), the hashed assets from /assets/, every other
 * file by name, and anything else as its 404 page (gamer/404.html under
 * /gamer/, 404.html elsewhere) with status 404. nginx drops
 * every inherited `add_header` in a location that has its own, so each
 * location repeats the full set, with `always` so 304s and 404s carry them.
 */
export function nginxConfig(manifest: SiteManifest): string {
  const entries = Object.entries(manifest.files);
  const pages = entries.filter(([, served]) => served.file.endsWith(".html"));
  const assets = entries.filter(([url]) => url.startsWith(HASHED_ASSETS_PREFIX));
  const others = entries.filter(
    ([url, served]) => !served.file.endsWith(".html") && !url.startsWith(HASHED_ASSETS_PREFIX),
  );
  const pageFiles = new Map(pages.map(([, served]) => [served.file, served]));
  const pagePattern = (file: string) =>
    file === "index.html" ? "= /" : `~ ^/${escapeRegExp(file.slice(0, -"/index.html".length))}/?$`;

  const blocks = [
    [
      `# ${GENERATED}`,
      "#",
      "# Include it in a server block whose root is the build's client folder:",
      "#",
      "#   server {",
      "#       server_name our-wedding.example;",
      "#       root /srv/wedding/build/client;",
      "#       include /srv/wedding/build/nginx/wedding.conf;",
      "#       include /srv/wedding/deploy/nginx/brotli.conf;   # where ngx_brotli is installed",
      "#   }",
      "",
      "server_tokens off;",
      "etag on;",
      "# The .gz copies the build wrote, with Vary: Accept-Encoding.",
      "gzip_static on;",
      "gzip_vary on;",
      `error_page 404 /${manifest.notFound.file};`,
      "error_page 405 @method-not-allowed;",
      "",
      "# Answers nginx gives before choosing a location (400 for a malformed request) carry these;",
      "# every location below repeats them, as its own add_header drops inherited ones.",
      ...headerLines({
        "Cache-Control": REVALIDATE,
        "Content-Security-Policy": manifest.notFound.contentSecurityPolicy,
        ...manifest.headers,
      }),
      "",
      "# Only GET and HEAD: the site has nothing to post to.",
      "if ($request_method !~ ^(GET|HEAD)$) {",
      "    return 405;",
      "}",
    ],
    location("@method-not-allowed", manifest.notFound, manifest.headers, [
      'add_header Allow "GET, HEAD" always;',
      "return 405;",
    ]),
    ...[...pageFiles].map(([file, served]) =>
      location(pagePattern(file), served, manifest.headers, [`try_files /${file} =404;`]),
    ),
    location(
      `^~ ${HASHED_ASSETS_PREFIX}`,
      assets[0]?.[1] ?? manifest.notFound,
      manifest.headers,
      [
        typesBlock(assets.map(([, served]) => served)),
        "# The compressed copies are sent in place of their files, never as files of their own.",
        "location ~ \\.(?:br|gz)$ {",
        "    return 404;",
        "}",
        "try_files $uri =404;",
      ],
      { cacheControl: IMMUTABLE },
    ),
    ...(others.length === 0
      ? []
      : [
          location(`~ ^(?:${others.map(([url]) => escapeRegExp(url)).join("|")})$`, others[0][1], manifest.headers, [
            typesBlock(others.map(([, served]) => served)),
            "try_files $uri =404;",
          ]),
        ]),
    location(`= /${manifest.notFound.file}`, manifest.notFound, manifest.headers, ["internal;"]),
    // A narrower 404 page answers what no page's location above takes under its prefix (regex locations win).
    ...Object.entries(manifest.notFoundUnder).flatMap(([under, served]) => [
      location(`= /${served.file}`, served, manifest.headers, ["internal;"]),
      [`location ${under} {`, `    error_page 404 /${served.file};`, "    return 404;", "}"],
    ]),
    ["location / {", "    return 404;", "}"],
  ];
  return blocks.map((block) => block.join("\n")).join("\n\n") + "\n";
}

function location(
  match: string,
  served: ServedFile,
  headers: Record<string, string>,
  body: string[],
  { cacheControl = served.cacheControl } = {},
): string[] {
  const addHeaders = headerLines({
    "Cache-Control": cacheControl,
    "Content-Security-Policy": served.contentSecurityPolicy,
    ...headers,
  });
  const lines = [...(served.file.endsWith(".html") ? [typesBlock([served])] : []), ...addHeaders, ...body];
  return [
    `location ${match} {`,
    ...lines
      .join("\n")
      .split("\n")
      .map((line) => `    ${line}`),
    "}",
  ];
}

/** `always`, so that 304s, 404s and 405s carry them too. */
function headerLines(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) => {
    if (value.includes('"'))
      throw new Error(`The ${name} header has a double quote, which nginx's config cannot hold: ${value}`);
    return `add_header ${name} "${value}" always;`;
  });
}

/** The types nginx adds `charset` to without being told (text/html always: it warns when told again). */
const NGINX_CHARSET_TYPES = new Set([
  "text/html",
  "text/xml",
  "text/plain",
  "text/vnd.wap.wml",
  "application/javascript",
  "application/rss+xml",
]);

/**
 * The content types the local server sends, for these files only (a `types`
 * block inside a location replaces nginx's own map there), with the charset
 * on the text types.
 */
function typesBlock(files: ServedFile[]): string {
  const byExtension = new Map(files.map((served) => [served.file.split(".").at(-1) ?? "", served.contentType]));
  const types = [...byExtension].map(([extension, contentType]) => `    ${contentType.split(";")[0]} ${extension};`);
  const charsetTypes = [
    ...new Set([...byExtension.values()].filter((type) => type.includes("charset=")).map((type) => type.split(";")[0])),
  ];
  // charset_types replaces nginx's own list rather than adding to it: once it is needed
  // (text/calendar), it names every text type here but text/html, which nginx always adds.
  const needsList = charsetTypes.some((type) => !NGINX_CHARSET_TYPES.has(type));
  const listed = charsetTypes.filter((type) => type !== "text/html");
  return [
    "types {",
    ...types,
    "}",
    "default_type application/octet-stream;",
    "charset utf-8;",
    ...(needsList ? [`charset_types ${listed.join(" ")};`] : []),
  ].join("\n");
}
