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

/**
 * A place where events are held, with what it is called above its name: "Venue"
 * where the wedding is one event, else the events held there ("Ceremony · Reception").
 */
export type EventPlace = { place: Place; caption: string };

/** The places of the events, the wedding's first, then in the order of the events. */
export function eventPlaces(content: EventContent): EventPlace[] {
  const byKey = new Map<string, string[]>([[content.events[mainEventIndex(content)].place, []]]);
  for (const event of content.events) byKey.set(event.place, [...(byKey.get(event.place) ?? []), event.name]);
  const several = content.events.length > 1;
  return [...byKey].map(([key, events]) => ({
    place: content.places[key],
    caption: several ? events.join(" · ") : "Venue",
  }));
}

export type ParkingPlace = Place & { note?: string };

export function parkingPlaces({ places, parking = [] }: Pick<Content, "places" | "parking">): ParkingPlace[] {
  return parking.map(({ place, note }) => ({ ...places[place], note }));
}

export function hotelPlaces({ places, hotels = [] }: Pick<Content, "places" | "hotels">): Place[] {
  return hotels.map((key) => places[key]);
}
