/**
 * What a guest's phone downloads for one prerendered page, read from the
 * build: the HTML, the scripts it loads before it is interactive, and the
 * styles it carries inline. Sizes are gzipped (level 9, as the build writes
 * its .gz copies): Brotli sends less, and gzip is what every host can send.
 */
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { NOT_FOUND_PAGES } from "./content";
import { COMPRESSED_EXTENSIONS } from "../../pipeline/hosts/http-headers";

export const CLIENT_DIR = fileURLToPath(new URL("../../build/client/", import.meta.url));

/** `markup` is the HTML without its inline styles, which `css` weighs. */
export type PageWeight = { html: number; markup: number; js: number; css: number; scripts: string[] };

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

export function htmlFileFor(path: string): string {
  if (path === "/") return CLIENT_DIR + "index.html";
  if (NOT_FOUND_PAGES.some((page) => page.path === path)) return `${CLIENT_DIR}${path.slice(1)}.html`;
  return `${CLIENT_DIR}${path.slice(1)}/index.html`;
}

/** The scripts a page loads before it is interactive: its modulepreloads and the entry it imports. */
function scriptsOf(html: string): string[] {
  const linked = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  // The entry script is imported from an inline module, not linked.
  const imported = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((match) => match[1]);
  return [...new Set([...linked, ...imported])];
}

/** The stylesheets a page carries inline (pipeline/postbuild/prepare-client.ts puts them there). */
function inlineStylesOf(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
}

export const scriptSize = (file: string) => gzipSize(readFileSync(CLIENT_DIR + file));

export function pageWeight(path: string): PageWeight {
  const html = readFileSync(htmlFileFor(path), "utf8");
  const scripts = scriptsOf(html);
  return {
    html: gzipSize(html),
    markup: gzipSize(html.replace(/(<style[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2")),
    js: scripts.reduce((sum, file) => sum + scriptSize(file), 0),
    css: gzipSize(inlineStylesOf(html).join("")),
    scripts,
  };
}

/** Every font file the build emits, with its raw size (fonts are already compressed). */
export function fontFiles(): { file: string; bytes: number }[] {
  return readdirSync(CLIENT_DIR + "assets")
    .filter((file) => file.endsWith(".woff2"))
    .map((file) => ({ file, bytes: readFileSync(`${CLIENT_DIR}assets/${file}`).length }));
}

/** Every file of the build that is sent compressed: text, by its extension. */
export function textFiles(): string[] {
  return readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" }).filter((file) =>
    COMPRESSED_EXTENSIONS.some((extension) => file.endsWith(`.${extension}`)),
  );
}
