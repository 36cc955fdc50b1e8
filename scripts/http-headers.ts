/**
 * The caching and security headers of the production site, shared by the
 * local server (scripts/serve.ts) and the `_headers` file that Netlify and
 * Cloudflare Pages read (scripts/postbuild.ts), so both answer alike.
 */

/** Vite puts a content hash in every file name under /assets/, so a file there never changes. */
export const HASHED_ASSETS_PREFIX = "/assets/";

export const IMMUTABLE = "public, max-age=31536000, immutable";
/** HTML and unhashed files: always revalidate, so a new deploy is seen at once. */
export const REVALIDATE = "no-cache";

export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

/** Files the build stores Brotli and gzip copies of; everything else (images, fonts) is compressed already. */
export const COMPRESSED_EXTENSIONS = ["html", "js", "css", "svg", "json", "data", "txt", "xml", "webmanifest", "ics"];

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE : REVALIDATE;
}

/** The same rules in the `_headers` format of Netlify and Cloudflare Pages. */
export function headersFile(): string {
  const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return [
    "/*",
    `  Cache-Control: ${REVALIDATE}`,
    ...security,
    `${HASHED_ASSETS_PREFIX}*`,
    `  Cache-Control: ${IMMUTABLE}`,
    "",
  ].join("\n");
}
