import { Map } from "lucide-react";
import type { Place } from "../content";
import { ExternalLink } from "../ui/ExternalLink";

/** A place's maps link as a game button. */
export function MapLink({ place }: { place: Place }) {
  return (
    <ExternalLink
      href={place.mapsUrl}
      className="pixel-frame m-2 inline-flex items-center gap-2 self-start bg-mana px-3 py-2 font-pixel text-[11px] text-night [--frame:#000] transition-transform motion-safe:hover:-translate-y-1 motion-reduce:transition-none"
    >
      <Map aria-hidden="true" className="size-4" />
      Open map<span className="sr-only">: {place.name}</span>
    </ExternalLink>
  );
}

/** A place's name and address, as a panel's heading. */
export function PlaceHeading({ place, label }: { place: Place; label: string }) {
  return (
    <>
      <p className="font-pixel text-[10px] text-mana">{label}</p>
      <h3 className="mt-2 font-pixel text-sm leading-relaxed text-coin sm:text-base">{place.name}</h3>
      <address className="mt-2 text-2xl leading-tight not-italic">
        {place.streetAddress}
        <br />
        {place.cityZip}
      </address>
    </>
  );
}
