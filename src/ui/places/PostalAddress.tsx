import type { PlaceAddress } from "../../site";

/** What an address is written from. */
type Address = Pick<PlaceAddress, "streetAddress" | "cityZip">;
import { Unbroken } from "../Unbroken";

/** Which way a line runs, written out where a look's CSS keys on it (the game's faces, src/gamer/text-direction.ts). */
type DirectionOf = (text: string) => "ltr" | "rtl" | undefined;

/**
 * Each line in a <bdi>: "31-057 Kraków, Poland" keeps its postcode first on a Hebrew page, inside a block that
 * runs the page's way, so the line starts where the page's lines do, not at the left as its own direction would.
 * A line too long for the width breaks in balanced halves, never leaving its last word alone ("14 rue du Docteur
 * Edmond / Locard"): each a block of its own, as Chromium balances no line after a <br>.
 */
export function PostalAddress({
  place,
  className,
  directionOf,
}: {
  place: Address;
  className: string;
  directionOf?: DirectionOf;
}) {
  return (
    <address className={`text-balance not-italic ${className}`}>
      <span className="block">
        <bdi dir={directionOf?.(place.streetAddress)}>
          <Unbroken>{place.streetAddress}</Unbroken>
        </bdi>
      </span>
      <span className="block">
        <bdi dir={directionOf?.(place.cityZip)}>
          <Unbroken>{place.cityZip}</Unbroken>
        </bdi>
      </span>
    </address>
  );
}

const commaAfter = (street: string) => (/\p{Script=Arabic}/u.test(street) ? "،" : ",");

export const addressText = ({ streetAddress, cityZip }: Address) =>
  `${streetAddress}${commaAfter(streetAddress)} ${cityZip}`;

/** Street and town on one line where they fit, each whole on its own where not; a word wider than a line breaks. */
export function AddressLine({ place, directionOf }: { place: Address; directionOf?: DirectionOf }) {
  return (
    <bdi dir={directionOf?.(place.streetAddress)}>
      <span className="inline-block max-w-full">
        <Unbroken>{place.streetAddress}</Unbroken>
        {commaAfter(place.streetAddress)}
      </span>{" "}
      <span className="inline-block max-w-full">
        <Unbroken>{place.cityZip}</Unbroken>
      </span>
    </bdi>
  );
}
