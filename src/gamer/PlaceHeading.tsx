import type { Place } from "../content";
import { PostalAddress } from "../ui/PostalAddress";

/** A place's name and address, as a panel's heading. */
export function PlaceHeading({ place, label }: { place: Place; label: string }) {
  return (
    <>
      <p className="font-pixel text-[10px] text-mana">{label}</p>
      <h3 className="mt-2 font-pixel text-sm leading-relaxed text-coin sm:text-base">{place.name}</h3>
      <PostalAddress place={place} className="mt-2 text-2xl leading-tight" />
    </>
  );
}
