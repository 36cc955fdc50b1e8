import type { VenueZone } from "../content";

/** Whether the zone's name after a time is letters people use ("PT", "CET"), rather than words ("hora de Lisboa"). */
const isAbbreviated = (zone: VenueZone) => !/\s/.test(zone.abbreviation);

/**
 * The zone named in full, for a sentence: "Central European Summer Time
 * (CEST)". Its name after a time goes in brackets only where it is letters
 * the full name does not already say: words ("hora de Israel") would name
 * the zone twice.
 */
export const zoneInFull = (zone: VenueZone) =>
  isAbbreviated(zone) && !zone.name.includes(zone.abbreviation) ? `${zone.name} (${zone.abbreviation})` : zone.name;

/**
 * The venue's time zone after a time: its short name, the full one on hover
 * and to screen readers. A box of its own, so that a couple's name for it in
 * words ("hora de Lisboa") goes to the next line whole, and wraps inside only
 * where a line cannot hold it (large text on a phone). Words are no
 * abbreviation: a language without letters for the zone (Hebrew) writes it out.
 * No dotted underline: under "PT" it reads as a spelling mark, and the page
 * says the zone in full beside the times.
 */
export function ZoneAbbr({ zone }: { zone: VenueZone }) {
  if (!isAbbreviated(zone)) return <span className="inline-block">{zone.abbreviation}</span>;
  return (
    <abbr title={zone.name} className="inline-block no-underline">
      {zone.abbreviation}
    </abbr>
  );
}
