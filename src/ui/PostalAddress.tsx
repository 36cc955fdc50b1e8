import type { Place } from "../content";

/** A place's street and city on two lines, as an envelope has them. */
export function PostalAddress({ place, className }: { place: Place; className: string }) {
  return (
    <address className={`not-italic ${className}`}>
      {place.streetAddress}
      <br />
      {place.cityZip}
    </address>
  );
}
