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
 * American English as the specification writes it ("5:00 PM", "Friday, October 25 2024"), by hand: Intl's
 * en-US puts a comma before the year and, in newer ICU, a narrow no-break space before "PM".
 */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const partsOf = (isoDate: string) => isoDate.split("-").map(Number);

export function weekdayOf(isoDate: string): string {
  const [year, month, day] = partsOf(isoDate);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

export function formatDate(isoDate: string): string {
  const [year, month, day] = partsOf(isoDate);
  return `${MONTHS[month - 1]} ${day} ${year}`;
}

export function formatLongDate(isoDate: string): string {
  return `${weekdayOf(isoDate)}, ${formatDate(isoDate)}`;
}

export function timeZoneName(isoDate: string, timeZone: string): string {
  return zoneLabel("en-US", isoDate, timeZone, "long") ?? timeZone;
}

/** "PT" where guests use letters for the zone, else the venue's city ("Lisbon time"): never an offset. */
export function timeZoneAbbreviation(isoDate: string, timeZone: string): string {
  const generic = zoneLabel("en-US", isoDate, timeZone, "shortGeneric");
  if (generic && /^[A-Z]{1,5}$/.test(generic)) return generic;
  const city = timeZone.split("/").pop()?.replaceAll("_", " ");
  return `${city} time`;
}

/** A day's noon, where no zone's date is another day's. */
export const noonOf = (isoDate: string) => {
  const [year, month, day] = partsOf(isoDate);
  return new Date(Date.UTC(year, month - 1, day, 12));
};

/** The zone's name on a day, as `language` writes it in `style`: "Pacific Daylight Time", "PT", "MESZ". */
export function zoneLabel(
  language: string,
  isoDate: string,
  timeZone: string,
  style: "long" | "short" | "shortGeneric",
): string | undefined {
  const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: style }).formatToParts(noonOf(isoDate));
  return parts.find((part) => part.type === "timeZoneName")?.value;
}

const MINUTES_A_DAY = 24 * 60;

/** Minutes since the event's start; a time earlier than the start is the next morning. */
export function minutesSinceStart(time: string, start: string): number {
  const minutes = (clock: string) => {
    const [hours, mins] = clock.split(":").map(Number);
    return hours * 60 + mins;
  };
  return (minutes(time) - minutes(start) + MINUTES_A_DAY) % MINUTES_A_DAY;
}
