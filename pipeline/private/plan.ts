/**
 * What a build keeps private (docs/privacy.md), decided once from the environment and the guest list, and
 * the private half of finishing the site: the seal, the households' records and the browser's scripts.
 */
import { join } from "node:path";
import type { Household } from "../../src/content/guests.server";
import type { Site, SiteSettings } from "../../src/site/site.server";
import { UNSEAL_SCRIPT } from "../../src/private/paths";
import { writeHouseholdRecords } from "./household-records";
import { bundlePrivateScripts } from "./scripts";
import { sealSite } from "./seal";
import { pageSetKey, pageSetOf, sealPages, type PageSet, type SealedPages } from "./own-pages";

export type PrivatePlan = {
  /** The whole site sealed: it opens with this passphrase, and only the couple's names show without it. */
  passphrase?: string;
  /** Each household of the guest list gets a sealed record, found by its link, made from the secret. */
  households?: { secret: string; list: readonly Household[] };
};

export function privatePlan(
  { passphrase, secret }: { passphrase?: string; secret?: string },
  households: readonly Household[],
): PrivatePlan {
  // Household links need the secret they are made from; without, the build said so and makes none.
  return {
    ...(passphrase ? { passphrase } : {}),
    ...(secret && households.length > 0 ? { households: { secret, list: households } } : {}),
  };
}

/** What the pages show of the plan: everyone's pages, no group's. */
export const settingsOf = (plan: PrivatePlan): SiteSettings => ({
  groups: [],
  sealed: plan.passphrase !== undefined,
  householdLinks: plan.households !== undefined,
});

/** Each set of pages a household reads that is not everyone's, once, sorted: the build prerenders and seals each. */
export function pageSetsOf(plan: PrivatePlan): PageSet[] {
  const sets = (plan.households?.list ?? []).map(pageSetOf).filter((set) => set !== undefined);
  const keyed = new Map(sets.map((set) => [pageSetKey(set), set]));
  return [...keyed].sort(([one], [other]) => (one < other ? -1 : 1)).map(([, set]) => set);
}

/** Where the build prerenders the `index`th set of pages, beside the client folder, until they are sealed. */
export const pagesCopy = (buildDir: string, index: number) => join(buildDir, `pages-${index}`);

/** What the service worker takes from the private half: the script it imports, and whether the site is sealed. */
export type WorkerNeeds = { importing?: string; sealed: boolean };

/**
 * Seals the finished client folder and each household's own pages, writes each household's record with the keys
 * it opens, and bundles the browser's scripts; the service worker is written after, with what this gives back.
 */
export async function finishPrivate(
  buildDir: string,
  plan: PrivatePlan,
  { sites, connectTo }: { sites: readonly Site[]; connectTo: string[] },
): Promise<WorkerNeeds> {
  const client = join(buildDir, "client/");
  const { passphrase, households } = plan;
  const languages = sites.map((site) => site.language);
  // Households' own pages first, each file set beside everyone's while that is still in the clear.
  const ownPages = new Map<string, SealedPages>();
  for (const [index, set] of pageSetsOf(plan).entries())
    ownPages.set(pageSetKey(set), await sealPages(pagesCopy(buildDir, index), buildDir, { languages, connectTo }));
  const sealed = passphrase
    ? await sealSite(client, { passphrase, secret: households?.secret, connectTo, sites })
    : undefined;
  if (households) {
    await writeHouseholdRecords(client, households.list, {
      secret: households.secret,
      siteKey: sealed?.siteKey,
      ownPages,
    });
  }
  // Households are kept by the worker, which checks each against every new build (src/private/README.md).
  const worker = passphrase !== undefined || households !== undefined;
  await bundlePrivateScripts(client, { unlock: passphrase !== undefined, unseal: worker, guest: worker });
  return { importing: worker ? UNSEAL_SCRIPT : undefined, sealed: passphrase !== undefined };
}
