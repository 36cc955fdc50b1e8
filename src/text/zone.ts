import type { VenueZone } from "../site";

/** "PT" is letters a time is followed by; "heure normale d'Europe centrale" is the zone in words. */
export const isAbbreviated = (zone: VenueZone) => !/\s/.test(zone.abbreviation);

/** The zone named once: its name, with its letters after it where they are letters the name does not hold. */
export const zoneInFull = (zone: VenueZone) =>
  isAbbreviated(zone) && !zone.name.includes(zone.abbreviation) ? `${zone.name} (${zone.abbreviation})` : zone.name;
