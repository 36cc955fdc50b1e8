import { cityOf } from "./city";
import type { Dates } from "./dates.server";
import type { Content, Place, ScheduleItem } from "./schema.server";

/**
 * The content's events and places as the pages show them: each event with
 * its date filled in and its place looked up, each pointer of the parking
 * and hotels resolved. Loaders only.
 */

/** An event as a page shows it. */
export type SiteEvent = {
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  place: Place;
  dressCode?: string;
  note?: string;
  livestream?: string;
  schedule: ScheduleItem[];
};

type EventContent = Pick<Content, "wedding" | "places" | "events">;

export function siteEvents({ wedding, places, events }: EventContent): SiteEvent[] {
  return events.map(({ place, date, schedule, ...event }) => ({
    ...event,
    date: date ?? wedding.date,
    place: places[place],
    schedule: schedule ?? [],
  }));
}

/** The wedding itself: the first event on the wedding's date (the check makes sure there is one). */
export function mainEventIndex({ wedding, events }: Pick<Content, "wedding" | "events">): number {
  return Math.max(
    0,
    events.findIndex((event) => (event.date ?? wedding.date) === wedding.date),
  );
}

export const mainEvent = (content: EventContent): SiteEvent => siteEvents(content)[mainEventIndex(content)];

/** The wedding itself as a first screen names it: when (as the page writes it), where, and in which city. */
export function eventHeadline({ startTime, place }: SiteEvent, dates: Pick<Dates, "time">) {
  return { clock: dates.time(startTime), place: { name: place.name }, city: cityOf(place.cityZip) };
}

export type ParkingPlace = Place & { note?: string };

/**
 * A place where events are held, with what it is called above its name (the
 * events held there, "Ceremony · Reception", where there are several; the
 * pages call the one place of a one-event wedding "Venue"), and the parking near it.
 */
export type EventPlace = {
  place: Place;
  caption?: string;
  parking: ParkingPlace[];
  /** Where the wedding itself is held (its first event on the wedding's date). */
  main: boolean;
};

type PlacesContent = EventContent & Pick<Content, "parking">;

/** Each parking place, with the key of the place of an event it is near: the wedding's, unless the couple say. */
function parkingNear(content: PlacesContent): { near: string; lot: ParkingPlace }[] {
  return (content.parking ?? []).map(({ place, near, note }) => ({
    near: near ?? content.events[mainEventIndex(content)].place,
    lot: { ...content.places[place], note },
  }));
}

/** The places of the events, in the order of the events, each with its parking. */
export function eventPlaces(content: PlacesContent): EventPlace[] {
  const heldAt = new Map<string, string[]>();
  for (const event of content.events) heldAt.set(event.place, [...(heldAt.get(event.place) ?? []), event.name]);
  const several = content.events.length > 1;
  const parking = parkingNear(content);
  const weddingPlace = content.events[mainEventIndex(content)].place;
  return [...heldAt].map(([key, events]) => ({
    place: content.places[key],
    caption: several ? events.join(" · ") : undefined,
    parking: parking.filter(({ near }) => near === key).map(({ lot }) => lot),
    main: key === weddingPlace,
  }));
}

/**
 * The place whose card says how to walk there: the walk is from where the car
 * is left, so the one with the last parking place, or without any, the wedding's.
 */
export function walkFromIndex(places: Pick<EventPlace, "parking" | "main">[]): number {
  const lastParked = places.findLastIndex((held) => held.parking.length > 0);
  return lastParked >= 0 ? lastParked : places.findIndex((held) => held.main);
}

/** Every parking place, in the order the travel pages show them: by the place of the event each is near. */
export const parkingPlaces = (content: PlacesContent): ParkingPlace[] =>
  eventPlaces(content).flatMap((held) => held.parking);

export function hotelPlaces({ places, hotels = [] }: Pick<Content, "places" | "hotels">): Place[] {
  return hotels.map((key) => places[key]);
}
