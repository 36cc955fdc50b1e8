/**
 * The service worker, written by workbox-build over the finished client folder
 * (vite-plugin-pwa would run before React Router writes the prerendered pages,
 * and precache none of them). A guest who opened the site once can read every
 * page at the venue without signal:
 * - every page's HTML, its data, scripts, styles, fonts and the calendar file
 *   are precached when the worker installs, but the faces for greetings alone:
 *   only a greeted household's device fetches those, and keeps them;
 * - photos are kept as the guest sees them, for later;
 * - a page is asked of the network first (three seconds), so a new deployment
 *   reaches a guest who has signal at once, and the precached copy answers
 *   only when the network does not.
 *
 * A private site's worker, and one with pages for some guests, imports one
 * more script, which opens sealed files for a guest who gave the passphrase
 * or came by a household's link (src/private/README.md); a private site's
 * precaches its sealed files instead of the pages.
 */
import { generateSW } from "workbox-build";
import {
  GREETING_FACE_FILE,
  GREETING_FACES,
  GREETING_FACES_CACHE,
  SEAL_FILE,
  SEALED_FOLDER,
  SERVICE_WORKER,
} from "../../src/private/paths";

/** The files precached, by extension, besides two icons: everything a page needs but its photos. */
export const PRECACHED_EXTENSIONS = ["html", "data", "js", "css", "woff2", "svg", "ics", "webmanifest"];

export async function writeServiceWorker(
  client: string,
  { importing, sealed = false }: { importing?: string; sealed?: boolean } = {},
): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: client,
    globPatterns: [
      `**/*.{${PRECACHED_EXTENSIONS.join(",")}}`,
      "favicon-32.png",
      "apple-touch-icon.png",
      ...(sealed ? [SEAL_FILE.slice(1), `${SEALED_FOLDER.slice(1)}*`] : []),
    ],
    importScripts: importing ? [importing] : undefined,
    // The 404 pages are served only as answers, never at their own addresses.
    globIgnores: ["**/*.{br,gz}", "**/404.html", SERVICE_WORKER.slice(1), `**/${GREETING_FACES}*.{woff2,css}`],
    // A page is fetched at its address (/classic, not classic/index.html). The "?offline" keeps the
    // precached copy out of the precache's own route, so that the route below asks the network first.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) =>
          entry.url.endsWith("index.html")
            ? { ...entry, url: `/${entry.url.replace(/\/?index\.html$/, "")}?offline` }
            : entry,
        ),
        warnings: [],
      }),
    ],
    swDest: client + SERVICE_WORKER.slice(1),
    mode: "production",
    sourcemap: false,
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Hashed files are their own version.
    dontCacheBustURLsMatching: /^assets\//,
    directoryIndex: null,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === "navigate",
        handler: "NetworkFirst",
        options: {
          cacheName: "pages",
          networkTimeoutSeconds: 3,
          plugins: [
            {
              // No network, and not seen since: the page's precached copy.
              handlerDidError: async ({ request }) => {
                const path = new URL(request.url).pathname.replace(/(.)\/$/, "$1");
                return caches.match(path, { ignoreSearch: true });
              },
            },
          ],
        },
      },
      {
        urlPattern: GREETING_FACE_FILE,
        handler: "CacheFirst",
        options: { cacheName: GREETING_FACES_CACHE, expiration: { maxEntries: 60 } },
      },
      {
        urlPattern: ({ request }) => request.destination === "image",
        handler: "CacheFirst",
        options: { cacheName: "photos", expiration: { maxEntries: 80 } },
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`The service worker: ${warnings.join("; ")}`);
  return { count, size };
}
