import type { PlaceAddress } from "../site";

/** What an address is written from. */
type Address = Pick<PlaceAddress, "streetAddress" | "cityZip">;
import { Unbroken } from "./Unbroken";

/** Each line in a <bdi>: "31-057 Kraków, Poland" keeps its postcode first on a Hebrew page. */
export function PostalAddress({ place, className }: { place: Address; className: string }) {
  return (
    <address className={`not-italic ${className}`}>
      <bdi>
        <Unbroken>{place.streetAddress}</Unbroken>
      </bdi>
      <br />
      <bdi>
        <Unbroken>{place.cityZip}</Unbroken>
      </bdi>
    </address>
  );
}

const commaAfter = (street: string) => (/\p{Script=Arabic}/u.test(street) ? "،" : ",");

export const addressText = ({ streetAddress, cityZip }: Address) =>
  `${streetAddress}${commaAfter(streetAddress)} ${cityZip}`;

export function AddressLine({ place }: { place: Address }) {
  return (
    <bdi>
      <span className="inline-block">
        <Unbroken>{place.streetAddress}</Unbroken>
        {commaAfter(place.streetAddress)}
      </span>{" "}
      <span className="inline-block">
        <Unbroken>{place.cityZip}</Unbroken>
      </span>
    </bdi>
  );
}
