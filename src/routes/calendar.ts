import { siteAt } from "../content/content.server";
import { icsFile } from "../content/calendar.server";

/** A resource route, prerendered to a static file like the pages. */
export function loader({ request }: { request: Request }) {
  const site = siteAt(request);
  return new Response(icsFile(site.calendar), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
