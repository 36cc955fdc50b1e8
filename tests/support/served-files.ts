/**
 * What a stranger reads of a build: every file under its client folder, as
 * the host sends it (a compressed copy unpacked), searched for texts that must
 * not be there (tests/private.spec.ts, tests/households.spec.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { asHtml } from "./content";
import { clientFiles } from "../../pipeline/hosts/site-manifest";

function readable(client: string, file: string): Buffer {
  const bytes = readFileSync(join(client, file));
  if (file.endsWith(".br")) return brotliDecompressSync(bytes);
  if (file.endsWith(".gz")) return gunzipSync(bytes);
  return bytes;
}

/**
 * "file: text" for each text found in a served file, as written, as HTML writes it, or as JSON does, and for each
 * in a served file's name or address (docs/privacy.md: no file or address names a guest).
 */
export function servedFilesHolding(client: string, texts: readonly string[]): string[] {
  return clientFiles(client).flatMap((file) => {
    const bytes = readable(client, file);
    const named = texts.filter((text) => file.includes(text)).map((text) => `${file}: its name holds ${text}`);
    const held = texts
      .filter((text) => [text, asHtml(text), JSON.stringify(text).slice(1, -1)].some((form) => bytes.includes(form)))
      .map((text) => `${file}: ${text}`);
    return [...named, ...held];
  });
}
