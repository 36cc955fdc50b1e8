import { content, dates } from "./content";
import { dayToFollow, weddingDay } from "../../src/site/day.server";
import { isRsvpOpen, statusAt } from "../../src/ui/wedding-day";

/** The content's day as the pages hold it: its morning, its end, when replies close, each item's instant. */
export const DAY = weddingDay(content, dates);

/** The day the pages follow by the guest's clock, or null where the content keeps the invitation on every date. */
export const FOLLOWED_DAY = dayToFollow(content, dates);

const HOUR = 3_600_000;
const at = (iso: string, offset = 0) => new Date(Date.parse(iso) + offset);

/** A week before replies close: the invitation as guests first see it, RSVP and all. */
export const BEFORE_THE_DAY = at(DAY.rsvpCloses, -7 * 24 * HOUR);

/** An hour after replies close: the invitation with no RSVP, where they close before the day's morning. */
export const REPLIES_CLOSED = at(DAY.rsvpCloses, HOUR);

/** An hour before the first item, on the day: "Today", and that item next. */
export const ON_THE_DAY = at(DAY.moments[0].at, -HOUR);

/** The day after the party: the thanks. */
export const AFTER_THE_DAY = at(DAY.end, 24 * HOUR);

/** Years after the wedding (2030 at the earliest): what the specification lists must still be there. */
const YEARS_LATER = new Date(Math.max(Date.parse("2030-06-01T12:00:00Z"), Date.parse(DAY.end) + 4 * 365 * 24 * HOUR));

/** Whether the pages offer the RSVP at a clock's time (near enough, for the real one), as the content has it. */
export const rsvpOpenAt = (clockAt: Date | "real") =>
  isRsvpOpen(statusAt(FOLLOWED_DAY, clockAt === "real" ? Date.now() : clockAt.getTime()));

/**
 * The clock a test's pages start at, unless the test chooses: before the day
 * where the pages follow it, so that no test passes or fails by the date it
 * runs on; where they keep the invitation on every date (the sample, a
 * wedding in 2024), the real one, as a guest opens the site today.
 */
export const DEFAULT_CLOCK: Date | "real" = FOLLOWED_DAY ? BEFORE_THE_DAY : "real";

/**
 * The clocks a page is opened at by the tests that show that nothing the
 * specification lists goes with time: the one the other tests run at, today's
 * (the machine's own, none set), and years after the wedding.
 */
export const ANY_DATE: { name: string; clockAt: Date | "real" }[] = [
  ...(FOLLOWED_DAY ? [{ name: "a week before replies close", clockAt: BEFORE_THE_DAY }] : []),
  { name: "today", clockAt: "real" },
  { name: `in ${YEARS_LATER.getUTCFullYear()}`, clockAt: YEARS_LATER },
];
