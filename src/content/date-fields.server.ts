import { closest, distance } from "fastest-levenshtein";
import { required } from "./fields.server";
import { CLOCK_TIME as CLOCK_TIME_MARK, DATE } from "./schema-marks";
import { isCalendarDate } from "./days-and-times.server";

/** The fields of dates and times, and the forms the checks across fields read them in. */

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockTime = required("a time")
  .regex(CLOCK_TIME, "must be a 24-hour time such as 17:30")
  .meta({ [CLOCK_TIME_MARK]: true });

/**
 * Why `name` is no time zone, with the zone the couple likely meant: one whose city it names ("Warsaw":
 * Europe/Warsaw), or whose name is a letter or two from it ("Europe/Warshaw").
 */
export function timeZoneProblem(name: string): string {
  const zones = Intl.supportedValuesOf("timeZone");
  const asCity = name.trim().replace(/\s+/g, "_").toLowerCase();
  const byCity = zones.find((zone) => zone.split("/").at(-1)?.toLowerCase() === asCity);
  const near = byCity ?? closest(name.trim(), zones);
  const meant = byCity || distance(name.trim().toLowerCase(), near.toLowerCase()) <= 2 ? near : undefined;
  return (
    "must be a time zone's name, a region and its largest city, such as America/Los_Angeles or Europe/Lisbon" +
    (meant ? `; did you mean ${meant}?` : "")
  );
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date written with its year last, "12-09-2027" or "9/12/2027": the days of the calendar it may be, day first. */
function asWrittenLast(text: string): string[] {
  const parts = /^(\d{1,2})[-./](\d{1,2})[-./](\d{4})$/.exec(text.trim());
  if (!parts) return [];
  const [, first, second, year] = parts;
  const day = (month: string, date: string) => `${year}-${month.padStart(2, "0")}-${date.padStart(2, "0")}`;
  return [...new Set([day(second, first), day(first, second)])].filter(isCalendarDate);
}

export const isoDate = required("a date")
  .regex(ISO_DATE, {
    error: (issue) => {
      const meant = asWrittenLast(String(issue.input));
      return `must be a date written as YYYY-MM-DD${meant.length > 0 ? `; did you mean ${meant.join(" or ")}?` : ""}`;
    },
    abort: true,
  })
  .refine(isCalendarDate, { error: (issue) => `${String(issue.input)} is not a day of the calendar` })
  .meta({ [DATE]: true });

export const isDate = (value: unknown): value is string =>
  typeof value === "string" && ISO_DATE.test(value) && isCalendarDate(value);
export const isClockTime = (value: unknown): value is string => typeof value === "string" && CLOCK_TIME.test(value);

