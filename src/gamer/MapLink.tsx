import { Map as MapIcon } from "pixelarticons/react/Map.js";
import type { ShownPlace } from "../site";
import { ExternalLink } from "../ui/ExternalLink";
import { gameButton } from "./buttons";
import { useWords } from "../ui/locale";
import { fill } from "../words/fill";

export function MapLink({ place }: { place: Pick<ShownPlace, "name" | "mapsUrl"> }) {
  const words = useWords();
  return (
    <ExternalLink href={place.mapsUrl} className={`${gameButton} self-start`}>
      <MapIcon aria-hidden="true" className="size-6" />
      {words.places.openMap}
      <span className="sr-only"> {fill(words.forName, { name: place.name })}</span>
    </ExternalLink>
  );
}
