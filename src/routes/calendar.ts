import { siteContext } from "../site/site-context.server";
import { icsFile } from "../site/calendar.server";
import type { Route } from "./+types/calendar";

/** A resource route, prerendered to a static file like the pages. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return new Response(icsFile(site.events.map((event) => event.calendar)), {
    headers: { "Content-Type": "text/calendar; charset=utf-8" },
  });
}
