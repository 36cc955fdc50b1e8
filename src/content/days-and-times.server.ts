/**
 * The content's days ("2027-06-12") and clock times ("17:30") as numbers: no zone and no language. The content's
 * checks and the site's calendar read them here; src/site/dates.server.ts writes them for guests.
 */

/** A day's year, month and day. */
export const partsOf = (isoDate: string) => isoDate.split("-").map(Number);

/** A clock time's hours and minutes: "17:30" is 17 and 30. */
export const hoursAndMinutes = (clockTime: string) => clockTime.split(":").map(Number);

/** A day's noon, UTC: the same day in every zone, so a date written from it is that day anywhere. */
export const noonOf = (isoDate: string) => {
  const [year, month, day] = partsOf(isoDate);
  return new Date(Date.UTC(year, month - 1, day, 12));
};

/** Whether the day is one of the calendar: not "2027-02-30". */
export function isCalendarDate(isoDate: string): boolean {
  const [year, month, day] = partsOf(isoDate);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function nextDay(isoDate: string): string {
  const [year, month, day] = partsOf(isoDate);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** An end earlier than the start is the next morning, up to this hour. */
export const LATEST_NEXT_MORNING = "06:00";

/** An end earlier than its start and later than the next morning: no event's hours, but a slip. */
export const endsPastNextMorning = (start: string, end: string) => end < start && end > LATEST_NEXT_MORNING;

/** The day a time of an event on `date` from `start` falls on: a time earlier than the start is the next day's. */
export const dayOfTime = (date: string, time: string, start: string) => (time < start ? nextDay(date) : date);

const MINUTES_A_DAY = 24 * 60;

/** Minutes since the event's start; a time earlier than the start is the next morning. */
export function minutesSinceStart(time: string, start: string): number {
  const minutes = (clockTime: string) => {
    const [hours, mins] = hoursAndMinutes(clockTime);
    return hours * 60 + mins;
  };
  return (minutes(time) - minutes(start) + MINUTES_A_DAY) % MINUTES_A_DAY;
}
