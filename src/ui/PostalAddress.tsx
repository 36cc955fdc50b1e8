import type { Place } from "../content";
import { Unbroken } from "./Unbroken";

/**
 * A place's street and city on two lines, as an envelope has them. Each line
 * reads the way its own letters run (<bdi>): "31-057 Kraków, Poland" keeps its
 * postcode first on a Hebrew page, where the line would otherwise be set from the right.
 */
export function PostalAddress({ place, className }: { place: Place; className: string }) {
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

/** The comma the street's own script writes: Arabic's "،" after an Arabic street, else the Latin one. */
const commaAfter = (street: string) => (/\p{Script=Arabic}/u.test(street) ? "،" : ",");

/** A place's address on one line, as AddressLine reads: "100 Sample Avenue, Long Beach, CA 90802". */
export const addressText = ({ streetAddress, cityZip }: Place) =>
  `${streetAddress}${commaAfter(streetAddress)} ${cityZip}`;

/**
 * A place's street and city on one line, broken between them on a narrow screen, not inside either, and
 * read the way its letters run: a Polish address stays in its order on a Hebrew page.
 */
export function AddressLine({ place }: { place: Place }) {
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
