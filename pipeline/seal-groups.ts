/**
 * The pages of the guests in some groups (an event's `guests`; docs/privacy.md):
 * pipeline/build.ts prerenders the site once more for each set of groups a
 * household of the guest list is in (WEDDING_GROUPS), into a folder of the
 * staging build; this seals that copy whole, with a key of its own, into the
 * staging build's sealed folder, and notes the key and the index's id in
 * groups.json beside the client folder, for the households' records. The
 * copy's folder goes.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { INDEX_LABEL, SEALED_FOLDER, aesKey, seal, toBase64Url } from "../src/private/sealing";
import { defaultSite } from "../src/content/content.server";
import { connectToOf } from "./http-headers";
import { prepareClient } from "./prepare-client";
import { randomId, sealFiles } from "./seal";
import { clientFiles } from "./site-manifest";

/** A set of groups' pages: their key, base64url, and their sealed index's id. */
export type GroupsPages = { key: string; index: string };
export const GROUPS_FILE = "groups.json";
/** The folder the pages of some guests are sealed under. */
const FOLDER = "v/";

export function readGroupsPages(buildDir: string): Record<string, GroupsPages> {
  const file = join(buildDir, GROUPS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, GroupsPages>) : {};
}

if (process.argv[1] === import.meta.filename) {
  const groups = process.env.WEDDING_GROUPS ?? "";
  const copy = resolve(process.env.WEDDING_BUILD_DIR ?? "");
  const into = resolve(process.env.WEDDING_SEAL_INTO ?? "");
  const client = join(copy, "client/");
  prepareClient(client);
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const key = await aesKey(raw);
  const connectTo = connectToOf(defaultSite().content.site.vitalsEndpoint);
  const index = await sealFiles(client, clientFiles(client), {
    into: join(into, "client"),
    folder: () => FOLDER,
    key,
    connectTo,
  });
  const indexId = `${FOLDER}${randomId()}`;
  const indexBytes = new TextEncoder().encode(JSON.stringify(index));
  writeFileSync(join(into, "client", SEALED_FOLDER, indexId), await seal(key, indexBytes, INDEX_LABEL));
  writeFileSync(
    join(into, GROUPS_FILE),
    JSON.stringify({ ...readGroupsPages(into), [groups]: { key: toBase64Url(raw), index: indexId } }),
  );
  rmSync(copy, { recursive: true, force: true });
}
