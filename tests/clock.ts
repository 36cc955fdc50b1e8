import { content } from "../src/content";
import { weddingDay } from "../src/content/calendar";

/** The content's day as the pages hold it: its morning, its end, when replies close, each item's instant. */
export const DAY = weddingDay(content);

const HOUR = 3_600_000;
const at = (iso: string, offset = 0) => new Date(Date.parse(iso) + offset);

/** A week before replies close: the invitation as guests first see it, RSVP and all. */
export const BEFORE_THE_DAY = at(DAY.rsvpCloses, -7 * 24 * HOUR);

/** An hour before the first item, on the day: "Today", and that item next. */
export const ON_THE_DAY = at(DAY.schedule[0].at, -HOUR);

/** The day after the party: the thanks. */
export const AFTER_THE_DAY = at(DAY.end, 24 * HOUR);
