import { required } from "./fields.server";

/** The fields of dates and times, and the forms the checks across fields read them in. */

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const clockTime = required("a time").regex(CLOCK_TIME, "must be a 24-hour time such as 17:30");

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(isoDate: string): boolean {
  const [year, month, day] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDate = required("a date")
  .regex(ISO_DATE, { error: "must be a date written as YYYY-MM-DD", abort: true })
  .refine(isCalendarDate, { error: (issue) => `${String(issue.input)} is not a day of the calendar` });

export const isDate = (value: unknown): value is string =>
  typeof value === "string" && ISO_DATE.test(value) && isCalendarDate(value);
export const isClockTime = (value: unknown): value is string => typeof value === "string" && CLOCK_TIME.test(value);

/** An end earlier than the start is the next morning, up to this hour. */
export const LATEST_NEXT_MORNING = "06:00";

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
