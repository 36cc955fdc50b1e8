import { fromZonedTime } from "date-fns-tz";
import { createEvent } from "ics";
import type { Content, Place } from "./schema.server";
import { CALENDAR_FILE } from "../pages";
import { formatTime, timeZoneName, venueZone, type VenueZone } from "./time";

/**
 * The wedding as a calendar event, for the .ics file and the Google Calendar
 * link. Build time only (loaders and the calendar route): the pages carry the
 * results, and none of this reaches a guest's phone.
 */
export type WeddingEvent = {
  uid: string;
  title: string;
  location: string;
  url: string;
  description: string;
  start: Date;
  end: Date;
};

/** The calendar date after an ISO date: "2027-06-12" → "2027-06-13". */
function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * The venue's clock on the day, as instants. An end earlier than the start is
 * the next morning; each end is read on its own day's clock, so a party that
 * runs over a daylight-saving change still ends when the venue says.
 */
export function weddingInstants(wedding: Content["wedding"]): { start: Date; end: Date } {
  return { start: atVenue(wedding, wedding.startTime), end: atVenue(wedding, wedding.endTime) };
}

/** A time of the event's day at the venue; one earlier than the start is the next morning. */
function atVenue(wedding: Content["wedding"], time: string): Date {
  const date = time < wedding.startTime ? nextDay(wedding.date) : wedding.date;
  return fromZonedTime(`${date}T${time}:00`, wedding.timeZone);
}

/**
 * The day's moments as instants, for a page to hold against the guest's own
 * clock once it runs in the browser (src/ui/wedding-day.ts). Computed here, at
 * build time, so the phone compares numbers and needs no time-zone data.
 */
export type WeddingDay = {
  /** Midnight at the venue on the wedding's date: from then the site says "Today". */
  morning: string;
  /** The party's end: from then it thanks the guests. */
  end: string;
  /** The RSVP buttons go: at the end of the deadline's day at the venue, or on the wedding's morning. */
  rsvpCloses: string;
  /** Each schedule item, with its time as the pages write it and its instant. */
  schedule: { title: string; time: string; at: string }[];
  zone: VenueZone;
};

export function weddingDay(content: Pick<Content, "wedding" | "schedule" | "rsvpDeadline">): WeddingDay {
  const { wedding, schedule, rsvpDeadline } = content;
  const morning = fromZonedTime(`${wedding.date}T00:00:00`, wedding.timeZone);
  const rsvpCloses = rsvpDeadline ? fromZonedTime(`${nextDay(rsvpDeadline)}T00:00:00`, wedding.timeZone) : morning;
  return {
    morning: morning.toISOString(),
    end: atVenue(wedding, wedding.endTime).toISOString(),
    rsvpCloses: rsvpCloses.toISOString(),
    schedule: schedule.map((item) => ({
      title: item.title,
      time: formatTime(item.time),
      at: atVenue(wedding, item.time).toISOString(),
    })),
    zone: venueZone(wedding.date, wedding.timeZone),
  };
}

/**
 * The day the pages follow by the guest's clock, or null where the couple keep
 * the invitation on every date (`followTheDay: false`): then no page so much as
 * looks at the clock.
 */
export function dayToFollow(
  content: Pick<Content, "wedding" | "schedule" | "rsvpDeadline" | "followTheDay">,
): WeddingDay | null {
  return content.followTheDay === false ? null : weddingDay(content);
}

/** What the event is made of: any couple's content, or a test's. */
export type EventSource = Pick<Content, "wedding" | "schedule" | "rsvpUrl"> & {
  venue: Place;
  site: Pick<Content["site"], "publicUrl" | "description">;
};

export function weddingEvent(content: EventSource, coupleNames: string): WeddingEvent {
  const { venue, site, wedding, schedule } = content;
  const program = schedule.map((item) => `${formatTime(item.time)}  ${item.title}`);
  return {
    // Stable across builds, so a guest who adds the event twice has it once, updated.
    uid: `${wedding.date}-wedding@${new URL(site.publicUrl).hostname}`,
    title: `${coupleNames}'s wedding`,
    location: [venue.name, venue.streetAddress, venue.cityZip].join(", "),
    url: site.publicUrl,
    description: [
      site.description,
      "",
      ...program,
      `(${timeZoneName(wedding.date, wedding.timeZone)})`,
      "",
      `RSVP: ${content.rsvpUrl}`,
      site.publicUrl,
    ].join("\n"),
    ...weddingInstants(wedding),
  };
}

/** An RFC 5545 calendar holding the one event, with its times in UTC. */
export function icsFile(event: WeddingEvent): string {
  const utc = { inputType: "utc", outputType: "utc" } as const;
  const { error, value } = createEvent({
    productId: "wedding-site",
    uid: event.uid,
    title: event.title,
    location: event.location,
    url: event.url,
    description: event.description,
    start: event.start.getTime(),
    startInputType: utc.inputType,
    startOutputType: utc.outputType,
    end: event.end.getTime(),
    endInputType: utc.inputType,
    endOutputType: utc.outputType,
  });
  if (error || !value) throw new Error(`The calendar file could not be written: ${error?.message ?? "no output"}`);
  return value;
}

/** "20241026T000000Z", the form Google's template link takes. */
const googleTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Google Calendar's "add event" page, filled in with the same event. */
export function googleCalendarUrl(event: WeddingEvent, timeZone: string): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${googleTime(event.start)}/${googleTime(event.end)}`,
    location: event.location,
    details: event.description,
    ctz: timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

export type CalendarLinks = { ics: string; google: string };

export function calendarLinks(content: EventSource, coupleNames: string): CalendarLinks {
  return {
    ics: CALENDAR_FILE.path,
    google: googleCalendarUrl(weddingEvent(content, coupleNames), content.wedding.timeZone),
  };
}
