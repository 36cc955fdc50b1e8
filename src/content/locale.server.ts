import { GAMER_HOME, LANDING } from "../pages";
import { LANGUAGES, pathIn } from "../languages";
import { wordsFor } from "../words";
import { directionOf } from "../words/direction";
import type { PageLocale } from "../ui/locale";
import type { Site } from "./content.server";
import { siteEvents } from "./events.server";

/** A page's locale (src/ui/locale.tsx): the words, and every date and time of the content, in the site's language. */
export function pageLocale(site: Site): PageLocale {
  const { content, dates, language, words } = site;
  const events = siteEvents(content);
  const days = [content.wedding.date, ...events.map((event) => event.date)];
  const clockTimes = events.flatMap((event) => [
    event.startTime,
    event.endTime,
    ...event.schedule.map((item) => item.time),
  ]);
  return {
    language,
    direction: directionOf(words.locale),
    words,
    longDates: Object.fromEntries(days.map((day) => [day, dates.dateLine(day)])),
    times: Object.fromEntries(clockTimes.map((time) => [time, dates.time(time)])),
    paths: { home: pathIn(language, LANDING.path), gamer: pathIn(language, GAMER_HOME.path) },
    languages: LANGUAGES.map((code) => {
      const { locale, languageName, readInThisLanguage } = wordsFor(code);
      return { code, direction: directionOf(locale), name: languageName, readIt: readInThisLanguage };
    }),
  };
}
