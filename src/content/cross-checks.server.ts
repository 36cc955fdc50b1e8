/**
 * The checks that read more than one field of the content: a place an event,
 * parking or hotel names is one of the places, the events stand in the order
 * they happen, a schedule keeps to its event's hours, replies close before
 * the day. Each problem names the field to change.
 */
import { nearMiss } from "./near-miss.server";
import type { z } from "zod";
import { isClockTime, isDate } from "./date-fields.server";
import { daysBetween, endsPastNextMorning, minutesSinceStart } from "./days-and-times.server";

type CheckedEvent = {
  date?: string;
  startTime: string;
  endTime: string;
  place: string;
  guests?: readonly string[];
  schedule?: readonly { time: string }[];
};
type Checked = {
  wedding: { date: string };
  rsvpDeadline?: string;
  followTheDay?: boolean;
  places: Record<string, unknown>;
  events: CheckedEvent[];
  parking?: { place: string; near?: string }[];
  hotels?: string[];
};

/** Every check across fields, on content whose fields may have failed their own checks. */
export function checkAcrossFields(content: Checked, ctx: z.core.$RefinementCtx) {
  const { rsvpDeadline, wedding, followTheDay } = content;
  if (rsvpDeadline && followTheDay === false) {
    ctx.addIssue({
      code: "custom",
      path: ["rsvpDeadline"],
      message:
        "closes replies by the guest's clock, which followTheDay: false turns off; delete rsvpDeadline, or delete followTheDay: false so that replies close",
    });
  }
  // ISO dates compare as strings; an ill-formed one already has its own message.
  if (rsvpDeadline && isDate(rsvpDeadline) && isDate(wedding.date) && rsvpDeadline >= wedding.date) {
    ctx.addIssue({
      code: "custom",
      path: ["rsvpDeadline"],
      message: `${rsvpDeadline} must come before the wedding's date (${wedding.date})`,
    });
  }
  checkPlaces(content, ctx);
  checkEvents(content, ctx);
}

/** The refinements below may meet content whose other fields failed: they read only what has the right form. */
const listIn = <Item>(value: readonly Item[] | undefined): Item[] => (Array.isArray(value) ? [...value] : []);
const isBlock = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function checkPlaces(content: Checked, ctx: z.core.$RefinementCtx) {
  if (!isBlock(content.places)) return;
  const known = Object.keys(content.places);
  const pointers: { path: PropertyKey[]; key: unknown }[] = [
    ...listIn(content.events).map((item, index) => ({
      path: ["events", index, "place"],
      key: isBlock(item) ? item.place : undefined,
    })),
    ...listIn(content.parking).map((item, index) => ({
      path: ["parking", index, "place"],
      key: isBlock(item) ? item.place : undefined,
    })),
    ...listIn(content.hotels).map((key, index) => ({ path: ["hotels", index], key })),
  ];
  const nearPointers = listIn(content.parking).flatMap((item, index) =>
    isBlock(item) && item.near !== undefined ? [{ path: ["parking", index, "near"], key: item.near }] : [],
  );
  let broken = false;
  for (const { path, key } of [...pointers, ...nearPointers]) {
    if (typeof key !== "string" || key.trim() === "") broken = true;
    if (typeof key !== "string" || key.trim() === "" || known.includes(key)) continue;
    broken = true;
    const guess = nearMiss(key, known);
    ctx.addIssue({
      code: "custom",
      path,
      message:
        known.length === 0
          ? `"${key}" is not one of your places: name it under places`
          : `"${key}" is not one of your places (${known.join(", ")})${guess ? `; did you mean "${guess}"?` : ""}`,
    });
  }
  // Until every pointer reads, an unused place may only be the one a broken pointer meant.
  if (broken) return;
  const heldAt = new Set(listIn(content.events).map((item) => (isBlock(item) ? item.place : undefined)));
  for (const { path, key } of nearPointers.filter((pointer) => !heldAt.has(pointer.key))) {
    ctx.addIssue({
      code: "custom",
      path,
      message: `"${key}" is not a place of an event (${[...heldAt].join(", ")}); parking is shown with the place of an event it is near`,
    });
  }
  for (const [key, place] of Object.entries(content.places)) {
    if (isBlock(place) && place.floorPlan !== undefined && !heldAt.has(key)) {
      ctx.addIssue({
        code: "custom",
        path: ["places", key, "floorPlan"],
        message: "is shown only for a place where an event is held; move it to that place, or delete it",
      });
    }
  }
  const used = new Set(pointers.map((pointer) => pointer.key));
  for (const key of known.filter((name) => !used.has(name))) {
    ctx.addIssue({
      code: "custom",
      path: ["places", key],
      message: "is not used: no event, parking or hotel points to it; point one to it, or delete it",
    });
  }
}

function checkEvents(content: Checked, ctx: z.core.$RefinementCtx) {
  const weddingDate = content.wedding.date;
  if (!isDate(weddingDate)) return;
  let previous: { date: string; startTime: string } | undefined;
  let onTheDay = false;
  let forEveryoneOnTheDay = false;
  const events = listIn(content.events);
  events.forEach((item, index) => {
    if (!isBlock(item)) return;
    const date = item.date ?? weddingDate;
    if (!isDate(date) || !isClockTime(item.startTime)) return;
    onTheDay ||= date === weddingDate;
    forEveryoneOnTheDay ||= date === weddingDate && item.guests === undefined;
    if (Math.abs(daysBetween(weddingDate, date)) > 7) {
      ctx.addIssue({
        code: "custom",
        path: ["events", index, "date"],
        message: `${date} is more than a week from the wedding's date (${weddingDate}); a wedding's events fall around its day`,
      });
    }
    if (previous && `${date}T${item.startTime}` < `${previous.date}T${previous.startTime}`) {
      ctx.addIssue({
        code: "custom",
        path: ["events", index, "startTime"],
        message: `this event starts (${date} ${item.startTime}) before the one above it (${previous.date} ${previous.startTime}); list the events in the order they happen`,
      });
    }
    previous = { date, startTime: item.startTime };
    checkItemTimes(item, ["events", index, "schedule"], ctx);
  });
  if (onTheDay && !forEveryoneOnTheDay) {
    ctx.addIssue({
      code: "custom",
      path: ["events"],
      message: `each event on the wedding's date (${weddingDate}) names its guests; the site shows every guest the wedding, so one of them is for everyone`,
    });
  }
  if (
    !onTheDay &&
    events.length > 0 &&
    events.every((item) => isBlock(item) && (item.date === undefined || isDate(item.date)))
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["events"],
      message: `none is on the wedding's date (${weddingDate}); an event that gives no date is on it`,
    });
  }
}

function checkItemTimes(item: CheckedEvent, path: PropertyKey[], ctx: z.core.$RefinementCtx) {
  const { startTime, endTime } = item;
  const schedule = listIn(item.schedule).filter(isBlock);
  if (!isClockTime(startTime) || !isClockTime(endTime) || startTime === endTime) return;
  if (endsPastNextMorning(startTime, endTime)) return;
  const hours = `the event's hours (${startTime} to ${endTime}${endTime < startTime ? " the next morning" : ""})`;
  let previous: { time: string; since: number } | undefined;
  schedule.forEach((entry, index) => {
    if (!isClockTime(entry.time)) return;
    const since = minutesSinceStart(entry.time, startTime);
    if (since > minutesSinceStart(endTime, startTime)) {
      // Nearer the start than the end: guests asked to come early ("10:40, arrival" at an event from 11:00).
      const early = minutesSinceStart(startTime, entry.time) < minutesSinceStart(entry.time, endTime);
      const fix = early ? `start the event at ${entry.time}` : `end the event at ${entry.time} or later`;
      ctx.addIssue({
        code: "custom",
        path: [...path, index, "time"],
        message: `${entry.time} is outside ${hours}; ${fix}, or change the item's time`,
      });
      return;
    }
    if (previous && since < previous.since) {
      ctx.addIssue({
        code: "custom",
        path: [...path, index, "time"],
        message: `${entry.time} comes before the item above it (${previous.time}); list the schedule in the order of the day`,
      });
    }
    previous = { time: entry.time, since };
  });
}
