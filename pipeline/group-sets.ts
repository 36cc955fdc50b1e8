/**
 * The sets of guest groups a build makes pages for (docs/privacy.md): one for
 * each set a household of the guest list is in, written as WEDDING_GROUPS
 * takes them ("brunch;family"). pipeline/build.ts reads them before it starts.
 */
import { readFileSync } from "node:fs";
import { guestListFile, readGuestList, withHouseholdLinks } from "../src/content/guests.server";
import { LANGUAGES } from "../src/languages";

export const groupSet = (groups: readonly string[]) => [...groups].sort().join(";");

export function groupSetsOf(households: readonly { groups: string[] }[]): string[] {
  const sets = households.filter(({ groups }) => groups.length > 0).map(({ groups }) => groupSet(groups));
  return [...new Set(sets)].sort();
}

/** The sets to build pages for: none without household links, which are how their guests reach them. */
export function groupSetsToBuild(): string[] {
  if (!withHouseholdLinks()) return [];
  const file = guestListFile();
  return groupSetsOf(readGuestList(readFileSync(file, "utf8"), LANGUAGES, file).households);
}
