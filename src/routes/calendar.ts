import { content, coupleNames } from "../content/content.server";
import { calendarEvents, icsFile } from "../content/calendar.server";

/**
 * /wedding.ics: the wedding's events in one calendar file, for Apple Calendar,
 * Outlook and any other app that opens one. A resource route, prerendered to
 * a static file like the pages.
 */
export function loader() {
  return new Response(icsFile(calendarEvents(content, coupleNames)), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
