import { Map as MapIcon } from "pixelarticons/react/Map.js";
import type { Place } from "../content";
import { ExternalLink } from "../ui/ExternalLink";
import { gameButton } from "./buttons";

/** A place's maps link as a game button. */
export function MapLink({ place }: { place: Place }) {
  return (
    <ExternalLink href={place.mapsUrl} className={`${gameButton} self-start`}>
      <MapIcon aria-hidden="true" className="size-6" />
      Open map<span className="sr-only"> for {place.name}</span>
    </ExternalLink>
  );
}
