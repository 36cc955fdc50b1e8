/**
 * The one source of the site's HTTP headers: caching, security and search
 * engines. The build writes them out for every host (pipeline/hosts/site-manifest.ts
 * for `npm start`, pipeline/hosts/host-configs.ts for `_headers` and nginx), so each
 * host answers alike.
 */
import mime from "mime-types";

/** Vite puts a content hash in every file name under /assets/, so a file there never changes. */
export const HASHED_ASSETS_PREFIX = "/assets/";

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and unhashed files: always revalidate, so a new deploy is seen at once. */
export const REVALIDATE = "no-cache";

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/** Files the build stores Brotli and gzip copies of; everything else (images, fonts) is compressed already. */
export const COMPRESSED_EXTENSIONS = ["html", "js", "css", "svg", "json", "data", "txt", "xml", "webmanifest", "ics"];

/** React Router's `.data` files (loader data for client-side navigation) have no registered type. */
const FALLBACK_CONTENT_TYPE = "application/octet-stream";

export function contentTypeOf(file: string): string {
  return mime.contentType(file.split("/").at(-1) ?? file) || FALLBACK_CONTENT_TYPE;
}

/**
 * Every powerful feature the site never uses, denied to it and to anything
 * it could ever embed. Only names Chromium knows: an unknown one is logged
 * as an error in the console of every page.
 */
const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

export type SiteHeaderOptions = {
  /** `site.allowSearchEngines` from the content. */
  allowSearchEngines: boolean;
};

/**
 * The headers every response carries, pages, assets, 304s and 404s alike. No Cross-Origin-Opener-Policy: it cost
 * the first paint a tenth, for a guard every link's noopener already gives (decision 8).
 */
export function securityHeaders({ allowSearchEngines }: SiteHeaderOptions): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": DENIED_FEATURES.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Resource-Policy": "same-origin",
    // For browsers older than CSP's frame-ancestors.
    "X-Frame-Options": "DENY",
    ...(allowSearchEngines ? {} : { "X-Robots-Tag": "noindex, nofollow" }),
  };
}

/** What a page runs and styles inline: the SHA-256 of each element's text, base64. */
export type InlineHashes = { scripts: string[]; styles: string[] };

export type PolicyOptions = {
  inline: InlineHashes;
  /** Origins beyond the site's own that the page may send to (the optional web-vitals endpoint). */
  connectTo: string[];
};

/** The origins a page may send to beyond its own: the couple's web-vitals endpoint, if the content names one. */
export const connectToOf = (vitalsEndpoint: string | undefined): string[] =>
  vitalsEndpoint ? [new URL(vitalsEndpoint).origin] : [];

/**
 * The Content-Security-Policy of one page. Everything comes from the site
 * itself; the inline scripts React Router and React write into the
 * prerendered HTML, and the stylesheets inlined by the build, are allowed
 * by their hashes and nothing else inline is. Images may also be data:
 * URLs, for the game's pixel pictures, drawn with the HTML.
 */
export function contentSecurityPolicy({ inline, connectTo }: PolicyOptions): string {
  const hashes = (list: string[]) => list.map((hash) => ` 'sha256-${hash}'`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${hashes(inline.scripts)}`,
    `style-src 'self'${hashes(inline.styles)}`,
    "img-src 'self' data:",
    `connect-src ${["'self'", ...connectTo].join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** robots.txt: a whole-site Disallow while the content keeps search engines out. */
export function robotsTxt({ allowSearchEngines }: SiteHeaderOptions): string {
  return `User-agent: *\n${allowSearchEngines ? "Allow: /" : "Disallow: /"}\n`;
}
