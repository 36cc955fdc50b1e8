import type { VenueZone } from "../content";

const isAbbreviated = (zone: VenueZone) => !/\s/.test(zone.abbreviation);

export const zoneInFull = (zone: VenueZone) =>
  isAbbreviated(zone) && !zone.name.includes(zone.abbreviation) ? `${zone.name} (${zone.abbreviation})` : zone.name;

/** No dotted underline: under "PT" it reads as a spelling mark, and the page names the zone in full. */
export function ZoneAbbr({ zone }: { zone: VenueZone }) {
  if (!isAbbreviated(zone)) return <span className="inline-block">{zone.abbreviation}</span>;
  return (
    <abbr title={zone.name} className="inline-block no-underline">
      {zone.abbreviation}
    </abbr>
  );
}
