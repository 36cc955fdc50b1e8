import { gamerPageHead } from "../content/page-head.server";
import { siteContext } from "../content/site-context.server";
import { calendarLinks, scheduledEvents } from "../content/calendar.server";
import { SchedulePage } from "../gamer/pages/SchedulePage";
import type { Route } from "./+types/gamer-schedule";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { content } = site;
  return {
    ...gamerPageHead(site, "schedule"),
    zone: site.dates.zone(content.wedding.date),
    calendar: calendarLinks(site),
    // Only when the day ends: the rest of it would weigh on the page's HTML.
    dayEnd: site.day?.end ?? null,
    events: scheduledEvents(site),
  };
}

export { meta } from "../ui/head";

export default function GamerSchedule({ loaderData }: Route.ComponentProps) {
  return <SchedulePage {...loaderData} />;
}
