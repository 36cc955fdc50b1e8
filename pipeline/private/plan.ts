/**
 * What a build keeps private (docs/privacy.md), decided once from the environment and the guest list, and
 * the private half of finishing the site: the seal, the households' records and the browser's scripts.
 */
import type { Household } from "../../src/content/guests.server";
import type { Site, SiteSettings } from "../../src/content/site.server";
import { UNSEAL_SCRIPT } from "../../src/private/addresses";
import { writeHouseholdRecords } from "./household-records";
import { bundlePrivateScripts } from "./scripts";
import { sealSite } from "./seal";
import { groupSet, type GroupsPages } from "./seal-groups";

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

/** Each set of guest groups a household is in, once, sorted: the build prerenders and seals the pages of each. */
export function groupSetsOf(plan: PrivatePlan): string[][] {
  const sets = (plan.households?.list ?? []).filter(({ groups }) => groups.length > 0).map(({ groups }) => groups);
  const keyed = new Map(sets.map((groups) => [groupSet(groups), [...groups].sort()]));
  return [...keyed.keys()].sort().map((key) => keyed.get(key) ?? []);
}

/** What the service worker takes from the private half: the script it imports, and whether the site is sealed. */
export type WorkerNeeds = { importing?: string; sealed: boolean };

/**
 * Seals the finished client folder, writes each household's record with the keys it opens, and bundles the
 * browser's scripts; the service worker is written after, with what this gives back.
 */
export async function finishPrivate(
  client: string,
  plan: PrivatePlan,
  {
    sites,
    connectTo,
    groupsPages,
  }: { sites: readonly Site[]; connectTo: string[]; groupsPages: ReadonlyMap<string, GroupsPages> },
): Promise<WorkerNeeds> {
  const { passphrase, households } = plan;
  const sealed = passphrase
    ? await sealSite(client, { passphrase, secret: households?.secret, connectTo, sites })
    : undefined;
  if (households) {
    await writeHouseholdRecords(client, households.list, {
      secret: households.secret,
      siteKey: sealed?.siteKey,
      groupsPages,
    });
  }
  // Households are kept by the worker, which checks each against every new build (src/private/README.md).
  const worker = passphrase !== undefined || households !== undefined;
  await bundlePrivateScripts(client, { unlock: passphrase !== undefined, unseal: worker, guest: worker });
  return { importing: worker ? UNSEAL_SCRIPT : undefined, sealed: passphrase !== undefined };
}
