/**
 * What a guest's phone downloads for one prerendered page, read from the
 * build: the HTML, and the scripts, styles and fonts it names. Sizes are
 * gzipped, as a CDN sends them.
 */
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

export const CLIENT_DIR = fileURLToPath(new URL("../build/client/", import.meta.url));

export type PageWeight = { html: number; js: number; css: number; files: string[] };

export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

export function htmlFileFor(path: string): string {
  if (path === "/") return CLIENT_DIR + "index.html";
  if (path === "/404") return CLIENT_DIR + "404.html";
  return `${CLIENT_DIR}${path.slice(1)}/index.html`;
}

/** Scripts and styles the HTML loads before the page is interactive. */
export function pageWeight(path: string): PageWeight {
  const html = readFileSync(htmlFileFor(path), "utf8");
  const files = [
    ...new Set(
      [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
    ),
    // The entry script is imported from an inline module, not linked.
    ...[...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((match) => match[1]),
  ].filter((file, index, all) => all.indexOf(file) === index);
  const sizeOf = (ext: string) =>
    files.filter((file) => file.endsWith(ext)).reduce((sum, file) => sum + gzipSize(readFileSync(CLIENT_DIR + file)), 0);
  return { html: gzipSize(html), js: sizeOf(".js"), css: sizeOf(".css"), files };
}

/** Every font file the build emits, with its raw size (fonts are already compressed). */
export function fontFiles(): { file: string; bytes: number }[] {
  return readdirSync(CLIENT_DIR + "assets")
    .filter((file) => file.endsWith(".woff2"))
    .map((file) => ({ file, bytes: readFileSync(`${CLIENT_DIR}assets/${file}`).length }));
}
