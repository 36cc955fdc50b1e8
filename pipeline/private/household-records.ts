/**
 * Household links (docs/privacy.md): for each household of the guest list, a
 * record sealed with its link's key, found by a hash of that key
 * (src/private/household-record.ts). The build writes them when the couple set
 * WEDDING_SECRET; `npm run links` gives each household its link.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SEALED_FOLDER, SEALED_SUBFOLDER } from "../../src/private/addresses";
import {
  RECORD_LABEL,
  linkKeyOf,
  recordOf,
  type BandWords,
  type HouseholdRecord,
} from "../../src/private/household-record";
import { wordsFor } from "../../src/words";
import type { Address } from "../../src/words/formal";
import { LONGEST_RUN, typeset } from "../../src/text/typeset.server";
import { seal, toBase64Url } from "../../src/private/sealing";
import type { Household } from "../../src/content/guests.server";
import { groupSet, type GroupsPages } from "./seal-groups";

export type RecordOptions = {
  secret: string;
  /** On a private site, this build's key (./seal.ts), so that a household's link opens this build, and no later one. */
  siteKey?: Uint8Array;
  /** The pages for each set of groups (./seal-groups.ts), by groupSet, which a household in that set opens. */
  groupsPages?: ReadonlyMap<string, GroupsPages>;
  /** The greeting band's words for a household addressed otherwise than the site's guests (bandWordsOf). */
  bandWords?: (household: Household) => BandWords | undefined;
};

/**
 * The band's words for a household whose address (the guest list's) is not the site's, in the language its link
 * opens, set as the pages set their words; none where they would read the same.
 */
export function bandWordsOf(
  household: Household,
  { languages, address }: { languages: readonly string[]; address?: Address },
): BandWords | undefined {
  if (!household.address) return undefined;
  const language = household.language ?? languages[0];
  const own = wordsFor(language, household.address);
  const site = wordsFor(language, address);
  if (own.household.notUs === site.household.notUs && own.household.yourInvitation === site.household.yourInvitation)
    return undefined;
  const set = (text: string) => typeset(text, own.keptWithNext, LONGEST_RUN.inLabel);
  return { yourInvitation: set(own.household.yourInvitation), notUs: set(own.household.notUs) };
}

/** What households' records can show on a page: each greeting, and the band's words of those addressed otherwise. */
export const recordTexts = (
  households: readonly Household[],
  site: { languages: readonly string[]; address?: Address },
): string[] =>
  households.flatMap((household) => [household.greeting, ...Object.values(bandWordsOf(household, site) ?? {})]);

export async function writeHouseholdRecords(
  client: string,
  households: readonly Household[],
  { secret, siteKey, groupsPages = new Map(), bandWords = () => undefined }: RecordOptions,
): Promise<void> {
  mkdirSync(join(client, SEALED_FOLDER, SEALED_SUBFOLDER.households), { recursive: true });
  for (const household of households) {
    const { address, key } = await recordOf(await linkKeyOf(secret, household.id));
    const groups = groupsPages.get(groupSet(household.groups));
    const record: HouseholdRecord = {
      greeting: household.greeting,
      ...(household.language ? { language: household.language } : {}),
      ...(siteKey ? { siteKey: toBase64Url(siteKey) } : {}),
      ...(groups ? { groups } : {}),
    };
    const words = bandWords(household);
    if (words) record.words = words;
    const plain = new TextEncoder().encode(JSON.stringify(record));
    writeFileSync(join(client, address), await seal(key, plain, RECORD_LABEL));
  }
}

/** Each household's link: the site's address, and its key after the "#", which no browser sends to the host. */
export async function householdLinks(
  publicUrl: string,
  households: readonly Household[],
  secret: string,
): Promise<{ household: string; link: string }[]> {
  const home = new URL("/", publicUrl).href;
  return Promise.all(
    households.map(async ({ id }) => ({ household: id, link: `${home}#${await linkKeyOf(secret, id)}` })),
  );
}

/** The build's sentence for a guest list without the secret its links are made from. */
export const missingSecret = (count: number, file: string) =>
  `${file} lists ${count} household(s), and their links are made from WEDDING_SECRET, which is not set: ` +
  `this build has no household links (docs/privacy.md says how to set it).`;
