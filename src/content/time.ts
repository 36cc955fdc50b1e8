export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * The English forms of the invitation (./dates.server.ts writes every other
 * language's with Intl, at build time). Hand-rolled rather than Intl: ICU versions differ between the Node that
 * prerenders and the guest's browser (e.g. a narrow no-break space before
 * "PM"), and any difference is a hydration mismatch.
 */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} - ${formatTime(end)}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const partsOf = (isoDate: string) => isoDate.split("-").map(Number);

/** The weekday of a calendar date, wherever it is computed. */
export function weekdayOf(isoDate: string): string {
  const [year, month, day] = partsOf(isoDate);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

/** "October 25 2024". */
export function formatDate(isoDate: string): string {
  const [year, month, day] = partsOf(isoDate);
  return `${MONTHS[month - 1]} ${day} ${year}`;
}

/** "Friday, October 25 2024", as the invitation writes it. */
export function formatLongDate(isoDate: string): string {
  return `${weekdayOf(isoDate)}, ${formatDate(isoDate)}`;
}

/**
 * The zone's name on the day, "Pacific Daylight Time": guests from elsewhere
 * read the times as the venue's. Intl differs between ICU versions, so only
 * loaders call this, at build time; the page carries the result.
 */
export function timeZoneName(isoDate: string, timeZone: string): string {
  return zoneLabel(isoDate, timeZone, "long") ?? timeZone;
}

/**
 * The zone as it follows a time, "5:00 PM PT": the letters guests use where
 * there are some (PT, ET), else the venue's city ("7:00 PM Lisbon time")
 * rather than an offset nobody says aloud. Loaders only, like timeZoneName.
 */
export function timeZoneAbbreviation(isoDate: string, timeZone: string): string {
  const generic = zoneLabel(isoDate, timeZone, "shortGeneric");
  if (generic && /^[A-Z]{1,5}$/.test(generic)) return generic;
  const city = timeZone.split("/").pop()?.replaceAll("_", " ");
  return `${city} time`;
}

function zoneLabel(isoDate: string, timeZone: string, style: "long" | "shortGeneric"): string | undefined {
  const [year, month, day] = partsOf(isoDate);
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style }).formatToParts(noon);
  return parts.find((part) => part.type === "timeZoneName")?.value;
}

const MINUTES_A_DAY = 24 * 60;

/**
 * How long after the start of the event a time of day comes: a time earlier
 * than the start is the next morning (a party that ends at 00:30).
 */
export function minutesSinceStart(time: string, start: string): number {
  const minutes = (clock: string) => {
    const [hours, mins] = clock.split(":").map(Number);
    return hours * 60 + mins;
  };
  return (minutes(time) - minutes(start) + MINUTES_A_DAY) % MINUTES_A_DAY;
}
