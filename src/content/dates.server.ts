import { formatDateSpan } from "./date-span";
import { formatLongDate, formatDate, formatTime, partsOf, timeZoneAbbreviation, timeZoneName } from "./time";

/** The venue's zone, as a page shows it: "PT" after a time, "Pacific Daylight Time" in full beside it. */
export type VenueZone = { name: string; abbreviation: string };

/**
 * The dates and times of the wedding in one language, as the pages write
 * them. Build time only: Intl's output differs between the ICU of the Node
 * that prerenders and of a guest's browser (a narrow no-break space before
 * "PM"), so the pages carry the text, never a formatter, and hydration cannot
 * drift. English keeps the invitation's own forms ("Friday, October 25 2024",
 * "5:00 PM"); every other language is written as Intl writes it there
 * ("sábado, 12 de junho de 2027", "19:00").
 */
export type Dates = {
  /** "Friday, October 25 2024". */
  longDate: (isoDate: string) => string;
  /**
   * A date on a line of its own: its first letter a capital, as Italian, French or Polish write a
   * weekday that opens a line ("Sabato 4 settembre 2027"), though not inside a sentence.
   */
  dateLine: (isoDate: string) => string;
  /** "October 25 2024": in the site's title. */
  date: (isoDate: string) => string;
  /** A weekend's days: "June 11 – 13 2027". */
  dateSpan: (first: string, last: string) => string;
  /** "5:00 PM", "17:00". */
  time: (clockTime: string) => string;
  /** The venue's zone on a day. */
  zone: (isoDate: string) => VenueZone;
};

const noonOf = (isoDate: string) => {
  const [year, month, day] = partsOf(isoDate);
  return new Date(Date.UTC(year, month - 1, day, 12));
};

function zoneLabel(
  language: string,
  isoDate: string,
  timeZone: string,
  style: "long" | "short" | "shortGeneric" | "longGeneric",
) {
  const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: style }).formatToParts(noonOf(isoDate));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/**
 * The letters a zone goes by on a day in `language`, where it has some: its
 * generic name where that is one ("PT", "HE"), else the day's own ("CEST" in
 * June, "CET" in January). Intl gives some zones a winter name for generic
 * ("CET"), which after a summer date would be wrong.
 */
export function zoneLetters(language: string, isoDate: string, timeZone: string): string | undefined {
  const [year] = partsOf(isoDate);
  const seasons = [`${year}-01-15`, `${year}-07-15`].map((day) => zoneLabel(language, day, timeZone, "short"));
  const generic = zoneLabel(language, isoDate, timeZone, "shortGeneric");
  const name = seasons.includes(generic) ? zoneLabel(language, isoDate, timeZone, "short") : generic;
  return /^\p{Lu}{2,5}$/u.test(name) ? name : undefined;
}

/** The dates a language writes by a rule of its own: a line's date is made from its long date. */
type WrittenDates = Omit<Dates, "dateLine">;

const AMERICAN_ENGLISH = (timeZone: string): WrittenDates => ({
  longDate: formatLongDate,
  date: formatDate,
  dateSpan: formatDateSpan,
  // "3:00 PM" is one thing to read, as in every other language below.
  time: (clockTime) => formatTime(clockTime).replace(" ", "\u00a0"),
  zone: (isoDate) => ({
    name: timeZoneName(isoDate, timeZone),
    abbreviation: timeZoneAbbreviation(isoDate, timeZone),
  }),
});

/**
 * The wedding's dates and times as `locale` (a dictionary's, "pt-PT") writes
 * them, read at the venue (`timeZone`). Where the couple name the zone
 * themselves ("hora de Lisboa"), that name is the only one the pages give it.
 */
export function datesIn(locale: string, timeZone: string, zoneName?: string): Dates {
  const written = locale === "en-US" ? AMERICAN_ENGLISH(timeZone) : intlDates(locale, timeZone);
  const dates = { ...written, dateLine: (isoDate: string) => capitalized(written.longDate(isoDate), locale) };
  if (!zoneName) return dates;
  return { ...dates, zone: () => ({ name: zoneName, abbreviation: zoneName }) };
}

const capitalized = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** A zone's short name where it is letters people use ("PT", "CEST"), else its generic name ("Hora da Europa Ocidental"). */
const zoneAfterTime = (locale: string, isoDate: string, timeZone: string) =>
  zoneLetters(locale, isoDate, timeZone) ?? zoneLabel(locale, isoDate, timeZone, "longGeneric");

/** A clock as `language` writes it: "18:00", "06:00" on a 24-hour clock, and never "06:00 م" on a 12-hour one. */
function clockIn(language: string) {
  const options = { minute: "2-digit", timeZone: "UTC" } as const;
  const twelveHours = ["h11", "h12"].includes(
    new Intl.DateTimeFormat(language, { ...options, hour: "numeric" }).resolvedOptions().hourCycle ?? "",
  );
  return new Intl.DateTimeFormat(language, { ...options, hour: twelveHours ? "numeric" : "2-digit" });
}

/** A range's days as the language writes a day alone: Italian's range pads them ("04–05 settembre"), its day does not. */
const unpadded = (range: string) => range.replace(/(?<!\d)0(?=[1-9](?!\d))/g, "");

function intlDates(language: string, timeZone: string): WrittenDates {
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
      first === last ? long.format(noonOf(first)) : unpadded(short.formatRange(noonOf(first), noonOf(last))),
    time: (clockTime) => {
      const [hours, minutes] = clockTime.split(":").map(Number);
      // "3:00 PM" is one thing to read: never "3:00" at a line's end and "PM" on the next.
      return clock.format(new Date(Date.UTC(2000, 0, 1, hours, minutes))).replaceAll(" ", "\u00a0");
    },
    zone: (isoDate) => ({
      name: zoneLabel(language, isoDate, timeZone, "long"),
      abbreviation: zoneAfterTime(language, isoDate, timeZone),
    }),
  };
}
