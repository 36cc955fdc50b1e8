import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { FontaineTransform } from "fontaine";
import { defineConfig } from "vite";
import { clientModules } from "./pipeline/client-modules-plugin.ts";
import { contentCheck } from "./pipeline/content-check-plugin.ts";
import { photoPipeline } from "./pipeline/photo-pipeline.ts";

/**
 * The local faces that stand in for each web font until it arrives: Apple's
 * and Windows' (Arial, Times New Roman, Courier New), Android's (Noto, Roboto)
 * and ChromeOS's (Debian has those in fonts-croscore, which `npm run bench`
 * uses). fontaine sizes each to the web font's metrics, so the swap moves
 * nothing; where a system has two, the first listed wins. One a system is
 * enough: before the first paint a browser looks up every face of the family,
 * on every system, so a second one for the same system (Georgia beside Times
 * New Roman, Helvetica Neue beside Arial: Apple's devices have all four) costs
 * a lookup everywhere and gains nothing, as either is sized to the web font.
 */
const MONOSPACE_FALLBACKS = ["Courier New", "Noto Sans Mono", "Cousine"];
const FALLBACK_FACES = {
  "Cormorant Garamond": ["Times New Roman", "Noto Serif", "Tinos"],
  Inter: ["Arial", "Roboto", "Arimo"],
  "Press Start 2P": MONOSPACE_FALLBACKS,
  VT323: MONOSPACE_FALLBACKS,
};

/**
 * A page's scripts in a few files instead of one per module: over a phone's
 * connection each extra file costs a round trip, and most of ours are a few
 * hundred bytes. React and React Router in one file; the pieces every page
 * shares, with the icons, in another; then each experience's own, so a classic
 * page never loads game code and the reverse. Route modules, and web-vitals
 * (loaded on demand), stay files of their own.
 */
const inChunk = (pattern: RegExp) => (id: string) => pattern.test(id.replaceAll("\\", "/"));

// A group also takes in what its modules import, unless a group of higher priority took it first.
const CHUNK_GROUPS = [
  { name: "framework", priority: 4, test: inChunk(/\/node_modules\/(?!lucide-react\/|web-vitals\/)/) },
  {
    name: "site",
    priority: 3,
    test: inChunk(/\/node_modules\/lucide-react\/|\/src\/(ui|content|invitation)\/[^/]+\.tsx?$/),
  },
  { name: "classic", priority: 2, test: inChunk(/\/src\/classic\/[^/]+\.tsx?$/) },
  { name: "gamer", priority: 1, test: inChunk(/\/src\/gamer\/[^/]+\.tsx?$/) },
];

export default defineConfig(({ command }) => ({
  // A build lists every file it writes (each photo at every size, twice): about
  // 250 lines that bury where the site is served. `BUILD_VERBOSE=1` shows them;
  // pipeline/postbuild.ts prints a summary instead. The dev server says it all.
  logLevel: command === "build" && !process.env.BUILD_VERBOSE ? "warn" : "info",
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
    FontaineTransform.vite({ fallbacks: FALLBACK_FACES }),
    tailwindcss(),
    // Resizes and re-encodes the photos at build time; strips EXIF (a phone's GPS among it).
    photoPipeline(),
    reactRouter(),
    // `npm run dev` checks the content on every save; the build checks it before it starts.
    contentCheck(),
    // What the site's scripts hold, for the test that build-time code stays off a phone.
    clientModules(),
  ],
}));
