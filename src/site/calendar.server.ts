import { fromZonedTime } from "date-fns-tz";
import { createEvents } from "ics";
import type { Content } from "../content/schema.server";
import { dayOfTime, nextDay } from "../content/clock.server";
import { siteEvents, type SiteEvent } from "./events.server";
import { fill } from "../words/fill";
import { untypeset } from "../text/typeset.server";
import type { Site } from "./site.server";
import { zoneInFull, type Dates, type VenueZone } from "./dates.server";

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
};

type Timed = Pick<SiteEvent, "date" | "startTime" | "endTime">;

/** Each end is read at its own day's time: a party across a daylight-saving change ends when the venue says. */
export function eventInstants(event: Timed, timeZone: string): { start: Date; end: Date } {
  return { start: atVenue(event, event.startTime, timeZone), end: atVenue(event, event.endTime, timeZone) };
}

function atVenue(event: Timed, time: string, timeZone: string): Date {
  return fromZonedTime(`${dayOfTime(event.date, time, event.startTime)}T${time}:00`, timeZone);
}

/** The days' moments as instants, computed at build time so that the phone compares numbers and needs no zone data. */
export type WeddingDay = {
  /** Midnight at the venue on the first event's date: from then the site says "Today". */
  morning: string;
  weddingMorning: string;
  end: string;
  /** The RSVP buttons go: at the end of the deadline's day at the venue, or on the first event's morning. */
  rsvpCloses: string;
  live: { from: string; until: string; url: string }[];
  /** Every moment of the day's events: what happens, its time as the page writes it ("5:30 PM"), and its instant. */
  moments: { title: string; writtenTime: string; at: string }[];
  zone: VenueZone;
};

const LIVE_AHEAD_MS = 15 * 60_000;

type DayContent = Pick<Content, "wedding" | "places" | "events" | "rsvpDeadline">;

export function weddingDay(content: DayContent, dates: Dates): WeddingDay {
  const { wedding, rsvpDeadline } = content;
  const events = siteEvents(content);
  const morning = fromZonedTime(`${events[0].date}T00:00:00`, wedding.timeZone);
  // A deadline on a day of the weekend itself closes replies that morning, when the site says "Today".
  const deadlineEnds = rsvpDeadline && fromZonedTime(`${nextDay(rsvpDeadline)}T00:00:00`, wedding.timeZone);
  const rsvpCloses = deadlineEnds && deadlineEnds < morning ? deadlineEnds : morning;
  const ends = events.map((event) => eventInstants(event, wedding.timeZone).end.getTime());
  return {
    morning: morning.toISOString(),
    weddingMorning: fromZonedTime(`${wedding.date}T00:00:00`, wedding.timeZone).toISOString(),
    end: new Date(Math.max(...ends)).toISOString(),
    rsvpCloses: rsvpCloses.toISOString(),
    live: events.flatMap((event) => {
      if (!event.livestream) return [];
      const { start, end } = eventInstants(event, wedding.timeZone);
      const from = new Date(start.getTime() - LIVE_AHEAD_MS).toISOString();
      return [{ from, until: end.toISOString(), url: event.livestream }];
    }),
    // In the order they happen, whatever the events' order in the content: "Next" is the soonest.
    moments: events
      .flatMap((event) =>
        (event.schedule.length > 0 ? event.schedule : [{ title: event.name, time: event.startTime }]).map((item) => ({
          title: item.title,
          writtenTime: dates.time(item.time),
          at: atVenue(event, item.time, wedding.timeZone).toISOString(),
        })),
      )
      .sort((one, other) => Date.parse(one.at) - Date.parse(other.at)),
    zone: dates.zone(wedding.date),
  };
}

/** Null where the couple keep the invitation on every date (`followTheDay: false`): no page reads the clock. */
export function dayToFollow(content: DayContent & Pick<Content, "followTheDay">, dates: Dates): WeddingDay | null {
  return content.followTheDay === false ? null : weddingDay(content, dates);
}

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

export function calendarEvents(content: EventSource, wording: CalendarWording): CalendarEvent[] {
  const { wedding } = content;
  const { publicUrl, description } = content.site;
  const { words, dates, coupleNames } = wording;
  const events = siteEvents(content);
  const uids = uidsOf(content, new URL(publicUrl).hostname);
  return events.map((event, index) => {
    const program = event.schedule.map((item) => `${dates.time(item.time)}  ${item.title}`);
    const details = [
      event.dressCode ? fill(words.calendar.dressCode, { dressCode: event.dressCode }) : "",
      event.note ?? "",
      event.livestream ? fill(words.calendar.watchLive, { url: event.livestream }) : "",
    ].filter(Boolean);
    return {
      uid: uids[index],
      // A calendar app sets its own lines: the pages' no-break spaces, joiners and isolates stay on the pages.
      title: untypeset(
        events.length === 1
          ? fill(words.calendar.title, { couple: coupleNames })
          : fill(words.calendar.eventTitle, { event: event.name, couple: coupleNames }),
      ),
      location: untypeset([event.place.name, event.place.streetAddress, event.place.cityZip].join(", ")),
      url: publicUrl,
      description: untypeset(
        [
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
      ),
      ...eventInstants(event, wedding.timeZone),
    };
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

export function googleCalendarUrl(event: CalendarEvent, timeZone: string): string {
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
