import { createEvents } from "ics";
import type { Content } from "../content/schema.server";
import { siteEvents } from "./events.server";
import { fill } from "../words/fill";
import type { Site } from "./site.server";
import { zoneInFull } from "./dates.server";

/** What a calendar's events are written with: the site's words, dates and names in one language. */
export type CalendarWording = Pick<Site, "words" | "dates" | "coupleNames">;

export type CalendarEvent = {
  uid: string;
  title: string;
  location: string;
  url: string;
  description: string;
  start: Date;
  end: Date;
  /** Google Calendar's link that adds it. */
  google: string;
};

export type EventSource = Pick<Content, "wedding" | "places" | "events" | "rsvpUrl"> & {
  site: Pick<Content["site"], "publicUrl" | "description">;
};

/**
 * Each event's UID, the same in every language and in every set of pages (a household's has more events than
 * everyone's): made of its day, its start and its place's key, never of its name or its count. So a guest who
 * adds an event twice, from any page, has it once, updated. Two events alike in all three take a number.
 */
function uidsOf(content: EventSource, host: string): string[] {
  const { wedding, events } = content;
  const seen = new Map<string, number>();
  return events.map((event) => {
    const key = `${event.date ?? wedding.date}-${event.startTime.replace(":", "")}-${event.place}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return `${count === 1 ? key : `${key}-${count}`}@${host}`;
  });
}

/**
 * What a calendar says of each of `content`'s events, from the texts as written (src/site/typesetting.server.ts):
 * a calendar app sets its own lines.
 */
export function calendarEvents(content: EventSource, wording: CalendarWording): CalendarEvent[] {
  const events = siteEvents(content);
  const { wedding } = content;
  const { publicUrl, description } = content.site;
  const { words, dates, coupleNames } = wording;
  const uids = uidsOf(content, new URL(publicUrl).hostname);
  return events.map((event, index) => {
    const program = event.schedule.map((item) => `${dates.time(item.time)}  ${item.title}`);
    const details = [
      event.dressCode ? fill(words.calendar.dressCode, { dressCode: event.dressCode }) : "",
      event.note ?? "",
      event.livestream ? fill(words.calendar.watchLive, { url: event.livestream }) : "",
    ].filter(Boolean);
    const written = {
      uid: uids[index],
      title:
        events.length === 1
          ? fill(words.calendar.title, { couple: coupleNames })
          : fill(words.calendar.eventTitle, { event: event.name, couple: coupleNames }),
      location: [event.place.name, event.place.streetAddress, event.place.cityZip].join(", "),
      url: publicUrl,
      description: [
        description,
        "",
        ...details,
        ...(details.length > 0 ? [""] : []),
        ...program,
        // A sentence, as the schedules say it: a zone's name in brackets of its own read "(שעון מרכז אירופה (קיץ))".
        `${fill(words.calendar.allTimes, { zone: zoneInFull(dates.zone(event.date)) })}.`,
        "",
        `RSVP: ${content.rsvpUrl}`,
        publicUrl,
      ].join("\n"),
      start: event.start,
      end: event.end,
    };
    return { ...written, google: googleCalendarUrl(written, wedding.timeZone) };
  });
}

export function icsFile(events: CalendarEvent[]): string {
  const utc = { inputType: "utc", outputType: "utc" } as const;
  const { error, value } = createEvents(
    events.map((event) => ({
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
    })),
  );
  if (error || !value) throw new Error(`The calendar file could not be written: ${error?.message ?? "no output"}`);
  return value;
}

/** "20241026T000000Z", the form Google's template link takes. */
const googleTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function googleCalendarUrl(event: Omit<CalendarEvent, "google">, timeZone: string): string {
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
