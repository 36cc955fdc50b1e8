import type { VenueZone } from "../content";

/**
 * The venue's time zone after a time: its short name, the full one on hover
 * and to screen readers. A box of its own, so that a couple's name for it in
 * words ("hora de Lisboa") goes to the next line whole, and wraps inside only
 * where a line cannot hold it (large text on a phone).
 */
export function ZoneAbbr({ zone }: { zone: VenueZone }) {
  return (
    <abbr title={zone.name} className="inline-block">
      {zone.abbreviation}
    </abbr>
  );
}
