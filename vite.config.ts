import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { FontaineTransform } from "fontaine";
import { defineConfig } from "vite";
import { clientModules } from "./pipeline/vite/client-modules-plugin.ts";
import { contentCheckPlugin } from "./pipeline/vite/content-check-plugin.ts";
import { photoPipeline } from "./pipeline/vite/photo-pipeline.ts";
import { siteInputs } from "./pipeline/vite/site-inputs.ts";

/**
 * A page's scripts in a few files instead of one per module: over a phone's
 * connection each extra file costs a round trip, and most of ours are a few
 * hundred bytes. React and React Router in one file; the pieces every page
 * shares, with the icons' common code, in another; the ways to give, which both registries
 * share and no other page needs; the addresses, which the pages of places share; then each experience's own, so a classic
 * page never loads game code and the reverse. Route modules, and web-vitals
 * (loaded on demand), stay files of their own.
 */
const inChunk = (pattern: RegExp) => (id: string) => pattern.test(id.replaceAll("\\", "/"));

/**
 * The modules directly in these folders of src/. One level only: a game page's own parts (src/gamer/pages/) go
 * with the route that imports them, not with every game page.
 */
const modulesIn = (...folders: string[]) => inChunk(new RegExp(`/src/(${folders.join("|")})/[^/]+\\.tsx?$`));

// A group also takes in what its modules import, unless a group of higher priority took it first.
const CHUNK_GROUPS = [
  { name: "framework", priority: 5, test: inChunk(/\/node_modules\/(?!lucide-react\/|web-vitals\/)/) },
  {
    name: "site",
    priority: 4,
    // With what every page checks of a private site's (src/root.tsx), not a file of its own. An icon goes
    // with what draws it: the landing's and the 404's scripts hold none of the classic page's.
    test: (id: string) =>
      inChunk(/\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/)/)(id) ||
      modulesIn("ui", "text", "content", "site", "invitation", "private")(id),
  },
  { name: "gifts", priority: 3, test: modulesIn("ui/gifts") },
  // Addresses, for the pages that give them: neither the landing's scripts nor the 404's.
  { name: "places", priority: 3, test: modulesIn("ui/places") },
  { name: "classic", priority: 2, test: modulesIn("classic") },
  { name: "gamer", priority: 1, test: modulesIn("gamer") },
];

// `npm run build` runs Vite from pipeline/prerender.ts, which gives each prerender its inputs and log level.
export default defineConfig({
  build: {
    // A font cut to a few letters (a latin-ext piece with "ł" alone) is smaller than Vite's 4 KB for inlining
    // as a data: URL, which the pages' policy refuses for fonts; and as a file it is cached apart from the CSS.
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    rolldownOptions: {
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
      // A first build spends most of its time encoding photos (sharp), which
      // Rolldown reports as slow plugins in a dozen lines: expected, not news.
      checks: { pluginTimings: false },
    },
  },
  plugins: [
    // Each family in a font stack gets its fallbacks' family after it ("Inter", "Inter fallback"); the
    // fallbacks themselves are written with the faces, in the order they must be tried (pipeline/fonts/cut-fonts.ts).
    FontaineTransform.vite({ fallbacks: {}, skipFontFaceGeneration: () => true }),
    tailwindcss(),
    // Resizes and re-encodes the photos at build time; strips EXIF (a phone's GPS among it).
    photoPipeline(),
    // What the loaders make the site from: the content, the photos and the public site, unless a prerender gives its settings.
    siteInputs(),
    reactRouter(),
    // `npm run dev` checks the content on every save; the build checks it before it starts.
    contentCheckPlugin(),
    // What the site's scripts hold, for the test that build-time code stays off a phone.
    clientModules(),
  ],
});
