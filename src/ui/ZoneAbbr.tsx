import type { VenueZone } from "../site";

const isAbbreviated = (zone: VenueZone) => !/\s/.test(zone.abbreviation);

export const zoneInFull = (zone: VenueZone) =>
  isAbbreviated(zone) && !zone.name.includes(zone.abbreviation) ? `${zone.name} (${zone.abbreviation})` : zone.name;

/** No dotted underline: under "PT" it reads as a spelling mark, and the page names the zone in full. */
export function ZoneAbbr({ zone }: { zone: VenueZone }) {
  const abbreviated = isAbbreviated(zone);
  const Tag = abbreviated ? "abbr" : "span";
  // A long zone's name ("Newfoundland-tijd") breaks where it must rather than spill from a narrow line.
  return (
    <Tag title={abbreviated ? zone.name : undefined} className="inline-block [overflow-wrap:anywhere] no-underline">
      {zone.abbreviation}
    </Tag>
  );
}
