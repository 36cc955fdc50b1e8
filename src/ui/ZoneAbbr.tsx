import type { VenueZone } from "../content";

const isAbbreviated = (zone: VenueZone) => !/\s/.test(zone.abbreviation);

export const zoneInFull = (zone: VenueZone) =>
  isAbbreviated(zone) && !zone.name.includes(zone.abbreviation) ? `${zone.name} (${zone.abbreviation})` : zone.name;

/** No dotted underline: under "PT" it reads as a spelling mark, and the page names the zone in full. */
export function ZoneAbbr({ zone }: { zone: VenueZone }) {
  // A long zone's name ("Newfoundland-tijd") breaks where it must rather than spill from a narrow line.
  if (!isAbbreviated(zone)) return <span className="inline-block [overflow-wrap:anywhere]">{zone.abbreviation}</span>;
  return (
    <abbr title={zone.name} className="inline-block [overflow-wrap:anywhere] no-underline">
      {zone.abbreviation}
    </abbr>
  );
}
