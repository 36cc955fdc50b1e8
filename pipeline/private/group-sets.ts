/**
 * The sets of guest groups a build makes pages for (docs/privacy.md): one for
 * each set a household of the guest list is in, written "brunch;family".
 */
export const groupSet = (groups: readonly string[]) => [...groups].sort().join(";");

export function groupSetsOf(households: readonly { groups: string[] }[]): string[] {
  const sets = households.filter(({ groups }) => groups.length > 0).map(({ groups }) => groupSet(groups));
  return [...new Set(sets)].sort();
}
