import { execFileSync } from "node:child_process";

/**
 * Until a web font arrives, a phone draws the text in a local face sized to
 * the font's metrics (vite.config.ts): Apple's, Android's or ChromeOS's.
 * Debian has none of them unless ChromeOS's are installed (fonts-croscore);
 * without them the browser draws in a face of other metrics, and whatever
 * measures a font's swap reads shifts that no phone shows.
 */
export const FALLBACK_FACES_MISSING =
  "The local faces a phone draws text in while web fonts load are missing: apt-get install fonts-croscore";

export function hasFallbackFaces(): boolean {
  let families = "";
  try {
    families = execFileSync("fc-list", [":", "family"], { encoding: "utf8" });
  } catch {
    // No fontconfig: no faces either.
  }
  return ["Arimo", "Tinos", "Cousine"].every((face) => families.includes(face));
}
