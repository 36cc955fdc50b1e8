/**
 * Household links (docs/privacy.md): for each household of the guest list, a
 * record sealed with its link's key, found by a hash of that key
 * (src/private/household-record.ts). The build writes them when the couple set
 * WEDDING_SECRET; `npm run links` gives each household its link.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SEALED_FOLDER, SEALED_SUBFOLDER } from "../../src/private/paths";
import { RECORD_LABEL, linkKeyOf, recordOf, type HouseholdRecord } from "../../src/private/household-record";
import { wordsFor } from "../../src/words";
import { textsOf } from "../../src/text/map-texts";
import { seal, toBase64Url } from "../../src/private/sealing";
import type { Household } from "../../src/content/guests.server";
import { pageSetKey, pageSetOf, type SealedPages } from "./own-pages";
import { renderSVG, type QrCodeGenerateSvgOptions } from "uqr";

export type RecordOptions = {
  secret: string;
  /** On a private site, this build's key (./seal.ts), so that a household's link opens this build, and no later one. */
  siteKey?: Uint8Array;
  /** Households' own pages (./own-pages.ts), by pageSetKey, which each household of that page set opens. */
  ownPages?: ReadonlyMap<string, SealedPages>;
};

/**
 * What only households' links show: each greeting, and for those addressed otherwise the site's words in their
 * formality, which their own pages say (./own-pages.ts).
 */
export function recordTexts(households: readonly Household[], languages: readonly string[]): string[] {
  const formalities = [...new Set(households.map((household) => household.formality))].filter(
    (each) => each !== undefined,
  );
  return [
    ...households.map((household) => household.greeting),
    ...formalities.flatMap((formality) => languages.flatMap((language) => textsOf(wordsFor(language, formality)))),
  ];
}

export async function writeHouseholdRecords(
  client: string,
  households: readonly Household[],
  { secret, siteKey, ownPages = new Map() }: RecordOptions,
): Promise<void> {
  mkdirSync(join(client, SEALED_FOLDER, SEALED_SUBFOLDER.households), { recursive: true });
  for (const household of households) {
    const { address, key } = await recordOf(await linkKeyOf(secret, household.id));
    const set = pageSetOf(household);
    const pages = set && ownPages.get(pageSetKey(set));
    const record: HouseholdRecord = {
      greeting: household.greeting,
      ...(household.language ? { language: household.language } : {}),
      ...(siteKey ? { siteKey: toBase64Url(siteKey) } : {}),
      ...(pages ? { pages } : {}),
    };
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

/**
 * A household link's QR code, as an SVG: at M, which puts 15% of damage right, as a printed card needs, with a
 * quiet zone of `border` modules (four, the standard's; a card's frame gives the rest of it).
 */
export const householdQr = (link: string, look: Omit<QrCodeGenerateSvgOptions, "ecc"> = {}) =>
  renderSVG(link, { ecc: "M", border: 4, ...look });

/** The build's sentence for a guest list without the secret its links are made from. */
export const missingSecret = (count: number, file: string) =>
  `${file} lists ${count} household(s), and their links are made from WEDDING_SECRET, which is not set: ` +
  `this build has no household links (docs/privacy.md says how to set it).`;
