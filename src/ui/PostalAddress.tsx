import type { Place } from "../content";

/**
 * A place's street and city on two lines, as an envelope has them. Each line
 * reads the way its own letters run (<bdi>): "31-057 Kraków, Poland" keeps its
 * postcode first on a Hebrew page, where the line would otherwise be set from the right.
 */
export function PostalAddress({ place, className }: { place: Place; className: string }) {
  return (
    <address className={`not-italic ${className}`}>
      <bdi>{place.streetAddress}</bdi>
      <br />
      <bdi>{place.cityZip}</bdi>
    </address>
  );
}
