import { content, coupleNames } from "../content/content.server";
import { icsFile, weddingEvent } from "../content/calendar.server";

/**
 * /wedding.ics: the wedding as a calendar file, for Apple Calendar, Outlook
 * and any other app that opens one. A resource route, prerendered to a static
 * file like the pages.
 */
export function loader() {
  return new Response(icsFile(weddingEvent(content, coupleNames)), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
