import type { VenueZone } from "../site";

/** No dotted underline: under "PT" it reads as a spelling mark, and the page names the zone in full. */
export function ZoneAfterTime({ zone }: { zone: VenueZone }) {
  const Tag = zone.inLetters ? "abbr" : "span";
  // A long zone's name ("Newfoundland-tijd") breaks where it must rather than spill from a narrow line. Inline,
  // it wraps with the words before it, as the room a notice keeps for it (in CSS `content`) wraps them.
  return (
    <Tag title={zone.inLetters ? zone.name : undefined} className="[overflow-wrap:anywhere] no-underline">
      {zone.afterTime}
    </Tag>
  );
}
