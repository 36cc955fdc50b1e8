/**
 * A household's own pages (docs/privacy.md): those with the events of its guest
 * groups (an event's `guests`), or in its own formality (the guest list's
 * `formality`, where it changes a word of the site's). pipeline/site-steps.ts
 * prerenders the site once more for each such set of pages a household of the
 * guest list reads, into a folder of the staging build; this seals that copy
 * whole, with a key of its own, into the staging build's sealed folder, and
 * gives back the key and the index's id for the households' records. The
 * copy's folder goes.
 */
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Household } from "../../src/content/guests.server";
import { greetingAsSet } from "../../src/site/typesetting.server";
import { SEALED_FOLDER, SEALED_SUBFOLDER } from "../../src/private/paths";
import { INDEX_LABEL, aesKey, seal, toBase64Url } from "../../src/private/sealing";
import { siteLanguages } from "../../src/content/local-text.server";
import { withEveryEvent, makeSite, readContent } from "../../src/site/site.server";
import type { Formality } from "../../src/words/formal";
import { prepareClient } from "../postbuild/prepare-client";
import { randomId, sealFiles } from "./seal";
import { clientFiles } from "../hosts/site-manifest";

/** The pages some households read: with their groups' events, sorted, and in their formality where it is their own. */
export type PageSet = { groups: string[]; formality?: Formality };

/** A page set's pages, sealed: their key, base64url, and their sealed index's id. */
export type SealedPages = { key: string; index: string };

/** A page set as the households' records look its pages up: "brunch;family", "family formal", " formal". */
export const pageSetKey = ({ groups, formality }: PageSet) => [[...groups].sort().join(";"), formality ?? ""].join(" ");

/** The households' own pages the build sealed beside everyone's, as a couple reads them: a group's, a form of address. */
export function pageSetsSaid(sets: readonly PageSet[]): string {
  if (sets.length === 0) return "";
  const said = sets.map(({ groups, formality }) => {
    const quoted = groups.map((group) => `"${group}"`).join(" and ");
    const parts = [
      ...(groups.length > 0 ? [`of the group${groups.length > 1 ? "s" : ""} ${quoted}`] : []),
      ...(formality ? [`speaking ${formality === "formal" ? "formally" : "familiarly"}`] : []),
    ];
    return `the pages ${parts.join(", ")}`;
  });
  return ` Sealed beside them, each opened by its households' links only: ${said.join("; ")}.`;
}

/** The pages a household reads that are not everyone's: none when it is in no group and spoken to as everyone. */
export function pageSetOf({ groups, formality }: Pick<Household, "groups" | "formality">): PageSet | undefined {
  if (groups.length === 0 && !formality) return undefined;
  return { groups: [...groups].sort(), ...(formality ? { formality } : {}) };
}

/**
 * The guest list's households as the build makes their pages: each greeting set as the pages set it, with only
 * the groups an event is for (a group no event is for is the couple's own label, and opens no page), and a
 * form of address only where it changes a word the site says (French "vous" serves both).
 */
export function householdsToBuild(listed: Household[], rawContent: unknown, languages: string[]): Household[] {
  const opening = new Set(readContent(rawContent).events.flatMap((event) => event.guests ?? []));
  const formalities = new Set(listed.flatMap(({ formality }) => (formality ? [formality] : [])));
  const changing = new Set([...formalities].filter((formality) => speaksOtherwise(formality, rawContent)));
  return listed.map(({ formality, ...household }) => ({
    ...household,
    greeting: greetingAsSet(household.greeting, household.language ?? languages[0]),
    groups: household.groups.filter((group) => opening.has(group)),
    ...(formality && changing.has(formality) ? { formality } : {}),
  }));
}

/**
 * Whether `formality` changes a word a content file's site says in any of `languages` (its own, unless
 * given): the site's words (French "vous" serves both) or the couple's, where a text of theirs has a block
 * for that formality.
 */
export function speaksOtherwise(
  formality: Formality,
  rawContent: unknown,
  languages = siteLanguages(rawContent),
): boolean {
  const inputs = withEveryEvent(rawContent);
  const wordsAndContent = (language: string, as?: Formality) => {
    const site = makeSite({ ...inputs, ...(as ? { formality: as } : {}) }, language);
    return JSON.stringify([site.words, site.content]);
  };
  return languages.some((language) => wordsAndContent(language, formality) !== wordsAndContent(language));
}

/**
 * Seals the copy's files that are not everyone's (in `into`'s client folder, before a private site seals that)
 * with a key of their own; the rest a household's device answers as everyone's, from what it keeps already.
 */
export async function sealPages(
  copy: string,
  into: string,
  { languages, connectTo }: { languages: readonly string[]; connectTo: string[] },
): Promise<SealedPages> {
  const client = join(copy, "client/");
  prepareClient(client, languages);
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const key = await aesKey(raw);
  const everyones = join(into, "client");
  const index = await sealFiles(client, clientFiles(client), {
    into: everyones,
    folder: () => SEALED_SUBFOLDER.pages,
    key,
    connectTo,
    languages,
    everyones,
  });
  const indexId = `${SEALED_SUBFOLDER.pages}${randomId()}`;
  const indexBytes = new TextEncoder().encode(JSON.stringify(index));
  writeFileSync(join(into, "client", SEALED_FOLDER, indexId), await seal(key, indexBytes, INDEX_LABEL));
  rmSync(copy, { recursive: true, force: true });
  return { key: toBase64Url(raw), index: indexId };
}
