import { fromZonedTime } from "date-fns-tz";
import { townBeside } from "./city.server";
import type { SiteWords } from "../words";
import type { Dates } from "./dates.server";
import { dayOfTime } from "../content/days-and-times.server";
import type { Content, Place, ScheduleItem } from "../content/schema.server";

export type SiteEvent = {
  name: string;
  date: string;
  startTime: string;
  endTime: string;
  /** When it starts and ends, at its place's clock. */
  start: Date;
  end: Date;
  place: Place;
  dressCode?: string;
  note?: string;
  livestream?: string;
  schedule: ScheduleItem[];
};

type EventContent = Pick<Content, "wedding" | "places" | "events">;

/** The events with their places, dates and instants filled in; who an event is for stays with the content (forGroups). */
export function siteEvents({ wedding, places, events }: EventContent): SiteEvent[] {
  return events.map((event) => {
    const timed = { date: event.date ?? wedding.date, startTime: event.startTime, endTime: event.endTime };
    return {
      name: event.name,
      ...timed,
      ...eventInstants(timed, wedding.timeZone),
      place: places[event.place],
      ...(event.dressCode ? { dressCode: event.dressCode } : {}),
      ...(event.note ? { note: event.note } : {}),
      ...(event.livestream ? { livestream: event.livestream } : {}),
      schedule: event.schedule ?? [],
    };
  });
}

type Timed = Pick<SiteEvent, "date" | "startTime" | "endTime">;

/** Each end is read at its own day's time: a party across a daylight-saving change ends when the venue says. */
export function eventInstants(event: Timed, timeZone: string): { start: Date; end: Date } {
  return { start: atVenue(event, event.startTime, timeZone), end: atVenue(event, event.endTime, timeZone) };
}

/** A time of an event's day (or of the night after it) at the venue, as an instant. */
export function atVenue(event: Timed, time: string, timeZone: string): Date {
  return fromZonedTime(`${dayOfTime(event.date, time, event.startTime)}T${time}:00`, timeZone);
}

/** The wedding itself: the first event on the wedding's date (the check makes sure there is one). */
export function mainEventIndex({ wedding, events }: Pick<Content, "wedding" | "events">): number {
  return Math.max(
    0,
    events.findIndex((event) => (event.date ?? wedding.date) === wedding.date),
  );
}

/**
 * What every guest may read: no event that names its guests, nor a place or parking only such an event has.
 * The pages, their data and the calendars are made from it alone, so an invitation's private part is in none.
 */
export const forEveryone = <Read extends PlacesContent>(content: Read): Read => forGroups(content, []);

/**
 * What the guests in `groups` read: everyone's events and those for any of their groups (docs/privacy.md);
 * "every" keeps every event, for what every page of a build must have (the faces' letters).
 */
export function forGroups<Read extends PlacesContent>(content: Read, groups: readonly string[] | "every"): Read {
  const events = content.events.filter(
    (event) => event.guests === undefined || groups === "every" || event.guests.some((group) => groups.includes(group)),
  );
  if (events.length === content.events.length) return content;
  const held = new Set(events.map((event) => event.place));
  const weddingPlace = events[mainEventIndex({ ...content, events })].place;
  const parking = content.parking?.filter((lot) => held.has(lot.near ?? weddingPlace));
  const used = new Set([...held, ...(content.hotels ?? []), ...(parking ?? []).map((lot) => lot.place)]);
  const places = Object.fromEntries(Object.entries(content.places).filter(([key]) => used.has(key)));
  return { ...content, events, parking, places };
}

export function eventHeadline({ startTime, place }: SiteEvent, dates: Pick<Dates, "time">) {
  return { shownTime: dates.time(startTime), place: place.name, city: townBeside(place.name, place.cityZip) };
}

export type ParkingPlace = Place & { note?: string };

export type EventPlace = {
  place: Place;
  caption?: string[];
  parking: ParkingPlace[];
  main: boolean;
  /** The couple list it among the hotels too: guests may stay where the wedding is. */
  lodging: boolean;
};

type PlacesContent = EventContent & Pick<Content, "parking" | "hotels">;

function parkingNear(content: PlacesContent): { near: string; lot: ParkingPlace }[] {
  return (content.parking ?? []).map(({ place, near, note }) => ({
    near: near ?? content.events[mainEventIndex(content)].place,
    lot: { ...content.places[place], note },
  }));
}

export function eventPlaces(content: PlacesContent): EventPlace[] {
  const heldAt = new Map<string, string[]>();
  for (const event of content.events) heldAt.set(event.place, [...(heldAt.get(event.place) ?? []), event.name]);
  const several = content.events.length > 1;
  const parking = parkingNear(content);
  const weddingPlace = content.events[mainEventIndex(content)].place;
  return [...heldAt].map(([key, events]) => ({
    place: content.places[key],
    caption: several ? events : undefined,
    parking: parking.filter(({ near }) => near === key).map(({ lot }) => lot),
    main: key === weddingPlace,
    lodging: content.hotels?.includes(key) ?? false,
  }));
}

/** The places of the events, each captioned as the page writes it: its events, or "Venue", and "Lodging" where guests may stay. */
export const placesCaptioned = (
  content: PlacesContent,
  words: SiteWords["places"],
): (EventPlace & { caption: string[] })[] =>
  eventPlaces(content).map((held) => ({
    ...held,
    caption: [...(held.caption ?? [words.venue]), ...(held.lodging ? [words.lodging] : [])],
  }));

/**
 * The place whose card says how to walk there: the walk starts where the car is left, else at the wedding's; -1
 * where two places have their parking, as only the couple knows which walk they mean: the note then stands with
 * the drive's, above the places.
 */
export function walkFromIndex(places: Pick<EventPlace, "parking" | "main">[]): number {
  const parked = places.flatMap((held, index) => (held.parking.length > 0 ? [index] : []));
  if (parked.length > 1) return -1;
  return parked[0] ?? places.findIndex((held) => held.main);
}

export const parkingPlaces = (content: PlacesContent): ParkingPlace[] =>
  eventPlaces(content).flatMap((held) => held.parking);

export function hotelPlaces({ places, hotels = [] }: Pick<Content, "places" | "hotels">): Place[] {
  return hotels.map((key) => places[key]);
}

/** The hotels that hold no event: a page that shows each place of the events whole names the others apart. */
export function hotelsApart(content: Pick<Content, "places" | "hotels" | "events">): Place[] {
  const held = new Set(content.events.map((event) => event.place));
  return hotelPlaces({ ...content, hotels: content.hotels?.filter((key) => !held.has(key)) });
}
