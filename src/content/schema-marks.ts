/**
 * Marks the content's schema sets on some kinds of field, which its JSON Schema carries for the local editor
 * (editor/form-schema.ts).
 */
/** A text in the site's languages, laid out side by side. */
export const LOCAL_TEXT = "x-local-text";
/** The site's own words, each found by what it says. */
export const SITE_WORDS = "x-site-words";
/** A field that names one of the content's places by its short name: chosen from them. */
export const PLACE = "x-place";
/** A language of the site: chosen by its name from those the site has words in (the mark's list of codes). */
export const LANGUAGE = "x-language";
/** A time zone: typed, with the zones a browser knows offered as the couple types. */
export const TIME_ZONE = "x-time-zone";
/** A day of the calendar, written YYYY-MM-DD: chosen in the browser's date box. */
export const DATE = "x-date";
/** A time of day on a 24-hour clock: chosen in the browser's time box. */
export const CLOCK_TIME = "x-clock-time";
