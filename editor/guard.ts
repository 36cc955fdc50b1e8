/**
 * What keeps the editor the couple's alone: it answers only its own page, on
 * this machine, and writes only inside the folders the couple's files live in.
 * A web page elsewhere could otherwise post to it (another origin) or reach it
 * through a name that points here (DNS rebinding: another Host).
 */
import { isAbsolute, relative, resolve, sep } from "node:path";
import type { IncomingHttpHeaders } from "node:http";

/** The folders the editor writes in, from the project's root: the content and its photos, and the guest list's. */
export const WRITABLE_FOLDERS = ["content", "private"];

/** Whether a request comes from the editor's own page at 127.0.0.1 or localhost on `port`. */
export function fromTheEditor(headers: IncomingHttpHeaders, port: number): boolean {
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  if (!headers.host || !hosts.includes(headers.host)) return false;
  // A browser names the page a request comes from on every POST; a page of the editor's own has its host.
  return headers.origin === undefined || headers.origin === `http://${headers.host}`;
}

/**
 * The file at `path`, a path from the project's root, when it lies inside one of the folders the editor writes
 * in; undefined for an absolute path, one that climbs out with "..", or one anywhere else.
 */
export function writablePath(root: string, path: string): string | undefined {
  if (isAbsolute(path) || path.split(/[\\/]/).includes("..")) return undefined;
  const file = resolve(root, path);
  const inside = relative(root, file);
  const [folder] = inside.split(sep);
  return WRITABLE_FOLDERS.includes(folder) && inside !== folder ? file : undefined;
}
