/**
 * The dates, times and zones guests read, written in a language: American English by hand, as the specification
 * writes it, and every other language by Intl, with the fixes each needs. The days and times as numbers are
 * ../content/days-and-times.server.ts's.
 */
import { baseOf } from "../language-tag";
import { hoursAndMinutes, noonOf, partsOf } from "../content/days-and-times.server";
import { capitalized } from "../text/capitalized.server";

/** The venue's zone on a day: its name in words, and what follows a time ("PT", "heure d’Europe centrale"). */
export type VenueZone = {
  name: string;
  afterTime: string;
  /** Whether what follows a time is letters that stand for the name ("PT"), not words. */
  inLetters: boolean;
};

/** The dates as text, made at build time: Node's ICU and a browser's differ, and hydration must not drift. */
export type Dates = {
  longDate: (isoDate: string) => string;
  /** Capitalised, as Italian, French or Polish write a weekday that opens a line. */
  dateLine: (isoDate: string) => string;
  date: (isoDate: string) => string;
  dateSpan: (first: string, last: string) => string;
  time: (clockTime: string) => string;
  zone: (isoDate: string) => VenueZone;
};

/** Intl gives some zones a winter name as their generic one ("CET"), wrong after a summer date. */
export function zoneLetters(language: string, isoDate: string, timeZone: string): string | undefined {
  const [year] = partsOf(isoDate);
  const seasons = [`${year}-01-15`, `${year}-07-15`].map((day) => zoneLabel(language, day, timeZone, "short"));
  const generic = zoneLabel(language, isoDate, timeZone, "shortGeneric");
  const name = seasons.includes(generic) ? zoneLabel(language, isoDate, timeZone, "short") : generic;
  return name && /^\p{Lu}{2,5}$/u.test(name) ? name : undefined;
}

/** A language's ways of writing dates and times, but for the line that heads a day, made from its long date. */
type Formats = Omit<Dates, "dateLine">;

/** The zone's name on a day, as `language` writes it in `style`: "Pacific Daylight Time", "PT", "MESZ". */
function zoneLabel(
  language: string,
  isoDate: string,
  timeZone: string,
  style: "long" | "short" | "shortGeneric",
): string | undefined {
  const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: style }).formatToParts(noonOf(isoDate));
  return parts.find((part) => part.type === "timeZoneName")?.value;
}

const venueZone = (name: string, afterTime: string): VenueZone => ({
  name,
  afterTime,
  inLetters: !/\s/.test(afterTime),
});

/** The zone named once: its name, with its letters after it where they are letters the name does not hold. */
export const zoneInFull = (zone: VenueZone) =>
  zone.inLetters && !zone.name.includes(zone.afterTime) ? `${zone.name} (${zone.afterTime})` : zone.name;

const MONTHS = [
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

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * American English as the specification writes it ("5:00 PM", "Friday, October 25 2024"), by hand: Intl's
 * en-US puts a comma before the year and, in newer ICU, a narrow no-break space before "PM".
 */
function americanEnglish(timeZone: string): Formats {
  const date = (isoDate: string) => {
    const [year, month, day] = partsOf(isoDate);
    return `${MONTHS[month - 1]} ${day} ${year}`;
  };
  const longDate = (isoDate: string) => `${WEEKDAYS[noonOf(isoDate).getUTCDay()]}, ${date(isoDate)}`;
  return {
    longDate,
    date,
    // A weekend's days: "June 11 – 13 2027", "May 31 – June 1 2027".
    dateSpan: (first, last) => {
      if (first === last) return longDate(first);
      const [firstYear, firstMonth, firstDay] = partsOf(first);
      const [lastYear, lastMonth] = partsOf(last);
      if (firstYear !== lastYear) return `${date(first)} – ${date(last)}`;
      const start =
        firstMonth === lastMonth ? `${MONTHS[firstMonth - 1]} ${firstDay}` : date(first).replace(/ \d+$/, "");
      return `${start} – ${date(last).replace(firstMonth === lastMonth ? `${MONTHS[lastMonth - 1]} ` : "", "")}`;
    },
    time: (clockTime) => {
      const [hours, minutes] = hoursAndMinutes(clockTime);
      const hour = hours % 12 === 0 ? 12 : hours % 12;
      return `${hour}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
    },
    zone: (isoDate) =>
      venueZone(zoneLabel("en-US", isoDate, timeZone, "long") ?? timeZone, lettersOrCity(isoDate, timeZone)),
  };
}

/** "PT" where guests use letters for the zone, else the venue's city ("Lisbon time"): never an offset. */
function lettersOrCity(isoDate: string, timeZone: string): string {
  const generic = zoneLabel("en-US", isoDate, timeZone, "shortGeneric");
  if (generic && /^[A-Z]{1,5}$/.test(generic)) return generic;
  const city = timeZone.split("/").pop()?.replaceAll("_", " ");
  return `${city} time`;
}

export function datesIn(locale: string, timeZone: string, zoneName?: string): Dates {
  const formats = locale === "en-US" ? americanEnglish(timeZone) : intlDates(locale, timeZone);
  const dates = { ...formats, dateLine: (isoDate: string) => capitalized(formats.longDate(isoDate), locale) };
  if (!zoneName) return dates;
  return { ...dates, zone: () => venueZone(zoneName, zoneName) };
}

/** A zone's letters, else its name in words, of the date's season as the schedule's sentence names it. */
const zoneAfterTime = (locale: string, isoDate: string, timeZone: string) =>
  zoneLetters(locale, isoDate, timeZone) ??
  inASentence(zoneLabel(locale, isoDate, timeZone, "long") ?? timeZone, locale);

/**
 * Intl names a zone as a title in Italian and Portuguese ("Ora legale dell’Europa centrale"); the pages name it
 * within a sentence, where both write it in lower case, as Intl already does in Spanish, French and Polish.
 */
const TITLED_ZONE_NAMES = new Set(["it", "pt"]);
const inASentence = (name: string, locale: string) =>
  TITLED_ZONE_NAMES.has(baseOf(locale)) ? name.charAt(0).toLocaleLowerCase(locale) + name.slice(1) : name;

function clockIn(language: string) {
  const options = { minute: "2-digit", timeZone: "UTC" } as const;
  const twelveHours = ["h11", "h12"].includes(
    new Intl.DateTimeFormat(language, { ...options, hour: "numeric" }).resolvedOptions().hourCycle ?? "",
  );
  return new Intl.DateTimeFormat(language, { ...options, hour: twelveHours ? "numeric" : "2-digit" });
}

/** French writes an hour as its typography does, "16 h 30", "17 h", "2 h 30", where Intl writes France's "02:30". */
const frenchHours = (time: string) =>
  time.replace(/^0?(\d{1,2})[\s\u202f]*[:h][\s\u202f]*(\d{2})$/u, (_, hour: string, minutes: string) =>
    minutes === "00" ? `${hour} h` : `${hour} h ${minutes}`,
  );

/** A weekday of two words, "sexta-feira", kept whole in a caption that wraps: a word joiner after its hyphen. */
const wholeWords = (date: string) => date.replace(/(?<=\p{L})-(?=\p{L})/gu, "-\u2060");

/** A range's days as the language writes a day alone: Italian's range pads them ("04–05 settembre"), its day does not. */
const unpadded = (range: string) => range.replace(/(?<!\d)0(?=[1-9](?!\d))/g, "");

function intlDates(language: string, timeZone: string): Formats {
  // Calendar dates are days, not instants: written at noon UTC, they are the same day anywhere.
  const dayFormat = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" });
  const long = dayFormat({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const short = dayFormat({ day: "numeric", month: "long", year: "numeric" });
  const clock = clockIn(language);
  return {
    longDate: (isoDate) => long.format(noonOf(isoDate)),
    date: (isoDate) => short.format(noonOf(isoDate)),
    dateSpan: (first, last) =>
      first === last
        ? wholeWords(long.format(noonOf(first)))
        : unpadded(short.formatRange(noonOf(first), noonOf(last))),
    time: (clockTime) => {
      const [hours, minutes] = hoursAndMinutes(clockTime);
      const time = clock.format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
      return baseOf(language) === "fr" ? frenchHours(time) : time;
    },
    zone: (isoDate) =>
      venueZone(
        inASentence(zoneLabel(language, isoDate, timeZone, "long") ?? timeZone, language),
        zoneAfterTime(language, isoDate, timeZone),
      ),
  };
}
