import { execFileSync } from "node:child_process";

/**
 * Until a web font arrives, a phone draws the text in a local face sized to
 * the font's metrics (vite.config.ts): Apple's, Android's, ChromeOS's or,
 * for Arabic, Linux's DejaVu Sans. Debian has none of ChromeOS's unless installed (fonts-croscore);
 * without them the browser draws in a face of other metrics, and whatever
 * measures a font's swap reads shifts that no phone shows.
 */
export const FALLBACK_FACES_MISSING =
  "The local faces a phone draws text in while web fonts load are missing: apt-get install fonts-croscore fonts-dejavu-core";

export function hasFallbackFaces(): boolean {
  let families = "";
  try {
    families = execFileSync("fc-list", [":", "family"], { encoding: "utf8" });
  } catch {
    // No fontconfig: no faces either.
  }
  return ["Arimo", "Tinos", "Cousine", "DejaVu Sans"].every((face) => families.includes(face));
}
