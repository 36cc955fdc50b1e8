/**
 * The pages of the guests in some groups (an event's `guests`; docs/privacy.md):
 * pipeline/site-steps.ts prerenders the site once more for each set of groups a
 * household of the guest list is in, into a folder of the staging build; this
 * seals that copy whole, with a key of its own, into the staging build's sealed
 * folder, and gives back the key and the index's id for the households'
 * records. The copy's folder goes.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SEALED_FOLDER, SEALED_SUBFOLDER } from "../../src/private/addresses";
import { INDEX_LABEL, aesKey, seal, toBase64Url } from "../../src/private/sealing";
import { prepareClient } from "../postbuild/prepare-client";
import { randomId, sealFiles } from "./seal";
import { clientFiles } from "../hosts/site-manifest";

/** A set of groups' pages: their key, base64url, and their sealed index's id. */
export type GroupsPages = { key: string; index: string };

/** A set of groups as the households' records look its pages up: "brunch;family". */
export const groupSet = (groups: readonly string[]) => [...groups].sort().join(";");

export async function sealGroups(
  copy: string,
  into: string,
  { languages, connectTo }: { languages: readonly string[]; connectTo: string[] },
): Promise<GroupsPages> {
  const client = join(copy, "client/");
  prepareClient(client, languages);
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const key = await aesKey(raw);
  const index = await sealFiles(client, clientFiles(client), {
    into: join(into, "client"),
    folder: () => SEALED_SUBFOLDER.groups,
    key,
    connectTo,
    languages,
  });
  const indexId = `${SEALED_SUBFOLDER.groups}${randomId()}`;
  const indexBytes = new TextEncoder().encode(JSON.stringify(index));
  writeFileSync(join(into, "client", SEALED_FOLDER, indexId), await seal(key, indexBytes, INDEX_LABEL));
  rmSync(copy, { recursive: true, force: true });
  return { key: toBase64Url(raw), index: indexId };
}
