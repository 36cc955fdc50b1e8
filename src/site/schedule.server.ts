/**
 * The schedule as each experience shows it, made at build time: a wedding of
 * one event is its moments, a weekend its events, each with its own place,
 * hours and calendar link. The classic page and the game show different
 * parts of an event, so each gets its own and no more.
 */
import { CALENDAR_FILE } from "../pages";
import { fill } from "../words/fill";
import { readingOrderIn } from "../text/reading-order.server";
import { zoneInFull } from "./dates.server";
import { placeAddress, type PlaceAddress } from "./shown.server";
import type { Site } from "./site.server";

/** What of the site its schedule is made from. */
type ScheduleSite = Pick<Site, "events" | "mainEvent" | "dates" | "words" | "language" | "localPath">;

/** A moment of an event: its time as the venue's clock says it ("17:30"), as the page writes it, and what happens. */
export type ScheduledMoment = { time: string; shownTime: string; title: string };

/** A stream of an event, and the event's name, which its link says to a screen reader. */
export type Livestream = { url: string; name: string };

/** The calendar file of the site's language, and, for a wedding of one event, Google Calendar's link to it. */
export type CalendarUrls = { ics: string; google?: string };

/** An event of a weekend, as both experiences show it. */
export type ScheduledEvent = {
  name: string;
  /** Its day, written out: "Saturday, June 12 2027". */
  dateLine: string;
  timeRange: string;
  place: PlaceAddress;
  dressCode?: string;
  note?: string;
  livestream?: Livestream;
  moments: ScheduledMoment[];
  /** Google Calendar's link to this event. */
  google: string;
};

/** What a wedding of one event shows of it beside the whole day's calendar links: its notes, stream and moments. */
export type OnlyEvent = Pick<ScheduledEvent, "dressCode" | "note" | "livestream" | "moments">;

/** A moment of the game's schedule, a stage numbered in the digits of the page's times: "المرحلة ١" beside "٤:٣٠ م". */
export type Stage = ScheduledMoment & { stage: string };

/** The game's quest for a wedding of one event: named by its place, its calendar links the page's. */
export type OnlyQuest = Omit<ScheduledEvent, "name" | "google" | "moments"> & { moments: Stage[] };

/** A day of a weekend on the classic page, headed by its date when the events span several days. */
export type ScheduledDay = {
  heading?: { date: string; dateLine: string };
  events: Omit<ScheduledEvent, "dateLine">[];
};

/** What every schedule says once: the zone all its times are in, in full ("Pacific Daylight Time (PT)"), and its calendar. */
type ScheduleHead = { zone: string; calendar: CalendarUrls };

/** The classic page's schedule: a wedding of one event, or a weekend's events by day. */
export type ClassicSchedule = ScheduleHead & { dateSpan: string } & ({ only: OnlyEvent } | { days: ScheduledDay[] });

/** A weekend's event on the game's schedule page, numbered as its stages are. */
export type NumberedQuest = Omit<ScheduledEvent, "moments"> & { quest: string; moments: Stage[] };

/** The game's schedule page: one quest, or one a weekend's event, numbered. */
export type GameSchedule = ScheduleHead & ({ only: OnlyQuest } | { quests: NumberedQuest[] });

function scheduledEvents({ events, dates, words, language }: ScheduleSite): ScheduledEvent[] {
  // "19:30 – 00:30" in the order of the dates' ranges, left to right, on a right-to-left page too.
  const ordered = readingOrderIn(language);
  return events.map((event) => ({
    name: event.name,
    dateLine: dates.dateLine(event.date),
    timeRange: ordered(
      fill(words.calendar.timeRange, { start: dates.time(event.startTime), end: dates.time(event.endTime) }),
    ),
    place: placeAddress(event.place),
    ...(event.dressCode ? { dressCode: event.dressCode } : {}),
    ...(event.note ? { note: event.note } : {}),
    ...(event.livestream ? { livestream: { url: event.livestream, name: event.name } } : {}),
    moments: event.schedule.map((item) => ({ time: item.time, shownTime: dates.time(item.time), title: item.title })),
    google: event.calendar.google,
  }));
}

function scheduleHead(site: ScheduleSite, several: boolean): ScheduleHead {
  // The wedding's own day, whose zone a weekend's other days may not share.
  const zone = zoneInFull(site.dates.zone(site.mainEvent.date));
  const ics = site.localPath(CALENDAR_FILE.path);
  if (several) return { zone, calendar: { ics } };
  return { zone, calendar: { ics, google: site.mainEvent.calendar.google } };
}

/** An event's notes, stream and moments, without what is said of it only beside others. */
const pickOwnDetails = ({ dressCode, note, livestream, moments }: ScheduledEvent): OnlyEvent => ({
  ...(dressCode ? { dressCode } : {}),
  ...(note ? { note } : {}),
  ...(livestream ? { livestream } : {}),
  moments,
});

export function classicSchedule(site: ScheduleSite): ClassicSchedule {
  const events = scheduledEvents(site);
  const dateOf = (index: number) => site.events[index].date;
  const dateSpan = site.dates.dateSpan(dateOf(0), dateOf(events.length - 1));
  const head = scheduleHead(site, events.length > 1);
  if (events.length === 1) return { ...head, dateSpan, only: pickOwnDetails(events[0]) };
  const days: { date: string; dateLine: string; events: ScheduledDay["events"] }[] = [];
  for (const [index, { dateLine, ...event }] of events.entries()) {
    const last = days.at(-1);
    if (last?.date === dateOf(index)) last.events.push(event);
    else days.push({ date: dateOf(index), dateLine, events: [event] });
  }
  return {
    ...head,
    dateSpan,
    days: days.map(({ events: ofDay, ...heading }) =>
      days.length > 1 ? { heading, events: ofDay } : { events: ofDay },
    ),
  };
}

export function gameSchedule(site: ScheduleSite): GameSchedule {
  const { language, words } = site;
  const counted = (count: number) => count.toLocaleString(language);
  const staged = (event: ScheduledEvent) =>
    event.moments.map((moment, index) => ({
      ...moment,
      stage: fill(words.game.stage, { number: counted(index + 1) }),
    }));
  const events = scheduledEvents(site);
  const head = scheduleHead(site, events.length > 1);
  if (events.length > 1) {
    const quests = events.map((event, index) => ({
      ...event,
      quest: fill(words.game.quest, { number: counted(index + 1) }),
      moments: staged(event),
    }));
    return { ...head, quests };
  }
  const [event] = events;
  const only = { dateLine: event.dateLine, timeRange: event.timeRange, place: event.place, ...pickOwnDetails(event) };
  return { ...head, only: { ...only, moments: staged(event) } };
}
