import { Map as MapIcon } from "lucide-react";
import type { Place } from "../content";
import { ExternalLink } from "../ui/ExternalLink";

/** A place's maps link as a game button. */
export function MapLink({ place }: { place: Place }) {
  return (
    <ExternalLink
      href={place.mapsUrl}
      className="pixel-frame bg-mana font-pixel text-night m-2 inline-flex min-h-11 items-center gap-2 self-start px-3 py-2 text-[11px] transition-transform [--frame:#000] motion-safe:hover:-translate-y-1 motion-reduce:transition-none"
    >
      <MapIcon aria-hidden="true" className="size-4" />
      Open map<span className="sr-only"> for {place.name}</span>
    </ExternalLink>
  );
}
