/**
 * The wedding's days as instants, computed at build time: when the site says "Today", when replies close, each
 * moment of the day, and each event's start and end at its place's clock.
 */
import { fromZonedTime } from "date-fns-tz";
import type { Content } from "../content/schema.server";
import { nextDay } from "../content/days-and-times.server";
import { atVenue, siteEvents, type SiteEvent } from "./events.server";
import type { Dates, VenueZone } from "./dates.server";

/** The days' moments as instants, computed at build time so that the phone compares numbers and needs no zone data. */
export type WeddingDay = {
  /** Midnight at the venue on the first event's date: from then the site says "Today". */
  firstMorning: string;
  weddingMorning: string;
  end: string;
  /** The RSVP buttons go: at the end of the deadline's day at the venue, or on the first event's morning. */
  rsvpCloses: string;
  live: { from: string; until: string; url: string }[];
  /** Every moment of the day's events: what happens, its time as the page writes it ("5:30 PM"), and its instant. */
  moments: { title: string; shownTime: string; at: string }[];
  zone: VenueZone;
};

const LIVE_AHEAD_MS = 15 * 60_000;

type DayContent = Pick<Content, "wedding" | "places" | "events" | "rsvpDeadline">;

/** The day of `content`, whose events the site has made already, or are made here. */
export function weddingDay(content: DayContent, dates: Dates, events: SiteEvent[] = siteEvents(content)): WeddingDay {
  const { wedding, rsvpDeadline } = content;
  const morning = fromZonedTime(`${events[0].date}T00:00:00`, wedding.timeZone);
  // A deadline on a day of the weekend itself closes replies that morning, when the site says "Today".
  const deadlineEnds = rsvpDeadline && fromZonedTime(`${nextDay(rsvpDeadline)}T00:00:00`, wedding.timeZone);
  const rsvpCloses = deadlineEnds && deadlineEnds < morning ? deadlineEnds : morning;
  const ends = events.map((event) => event.end.getTime());
  return {
    firstMorning: morning.toISOString(),
    weddingMorning: fromZonedTime(`${wedding.date}T00:00:00`, wedding.timeZone).toISOString(),
    end: new Date(Math.max(...ends)).toISOString(),
    rsvpCloses: rsvpCloses.toISOString(),
    live: events.flatMap((event) => {
      if (!event.livestream) return [];
      const from = new Date(event.start.getTime() - LIVE_AHEAD_MS).toISOString();
      return [{ from, until: event.end.toISOString(), url: event.livestream }];
    }),
    // In the order they happen, whatever the events' order in the content: "Next" is the soonest.
    moments: events
      .flatMap((event) =>
        (event.schedule.length > 0 ? event.schedule : [{ title: event.name, time: event.startTime }]).map((item) => ({
          title: item.title,
          shownTime: dates.time(item.time),
          at: atVenue(event, item.time, wedding.timeZone).toISOString(),
        })),
      )
      .sort((one, other) => Date.parse(one.at) - Date.parse(other.at)),
    zone: dates.zone(wedding.date),
  };
}

/** Null where the couple keep the invitation on every date (`followTheDay: false`): no page reads the clock. */
export function dayToFollow(
  content: DayContent & Pick<Content, "followTheDay">,
  dates: Dates,
  events?: SiteEvent[],
): WeddingDay | null {
  return content.followTheDay === false ? null : weddingDay(content, dates, events);
}
