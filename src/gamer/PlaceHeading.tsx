import type { PlaceAddress } from "../site";
import { PostalAddress } from "../ui/places/PostalAddress";
import { Separated } from "../ui/Separated";
import { Isolated } from "./Isolated";
import { directionOfText } from "./text-direction";

export function PlaceHeading({ place, label }: { place: PlaceAddress; label: readonly string[] }) {
  return (
    <div>
      {/* A space, the dot's cell and a space, as the face sets " · ". */}
      <p className="font-pixel text-mana text-pixel-2xs leading-relaxed [--separated-gap:2em]">
        <Separated parts={label} />
      </p>
      <h3 className="font-pixel text-coin text-pixel-sm mt-2 leading-relaxed [overflow-wrap:anywhere] sm:text-base">
        {/* Isolated, so a name in Latin letters on a Hebrew page is set left to right with its own word gaps (gamer.css). */}
        <Isolated text={place.name} />
      </h3>
      <PostalAddress place={place} className="mt-2 text-2xl leading-tight" directionOf={directionOfText} />
    </div>
  );
}
