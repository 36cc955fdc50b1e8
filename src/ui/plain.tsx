import { content, formatTime, type FaqItem, type Place } from "../content";
import { ExternalLink } from "./ExternalLink";

/*
 * Unstyled lists of the shared content, used by both experiences until each
 * gets its own designed sections.
 */

export function PlaceList({ places }: { places: Place[] }) {
  return (
    <ul>
      {places.map((place) => (
        <li key={place.name}>
          {place.name}, {place.streetAddress}, {place.cityZip}{" "}
          <ExternalLink href={place.mapsUrl}>Map</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

export function ScheduleList() {
  return (
    <ol>
      {content.schedule.map((item) => (
        <li key={item.title}>
          {item.title}: {formatTime(item.time)}
        </li>
      ))}
    </ol>
  );
}

export function FaqList({ items, heading: Heading }: { items: FaqItem[]; heading: "h2" | "h3" }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.question}>
          <Heading>{item.question}</Heading>
          <p>{item.answer}</p>
          {item.link ? <ExternalLink href={item.link.url}>{item.link.label}</ExternalLink> : null}
        </li>
      ))}
    </ul>
  );
}

export function RegistryDetails() {
  const { registry } = content;
  return (
    <>
      <p>{registry.text}</p>
      <p>Venmo: {registry.venmoHandle}</p>
      <p>Zelle: {registry.zelleContact}</p>
    </>
  );
}
