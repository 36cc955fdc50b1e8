import { gamerPageHead } from "../site/page-head.server";
import { siteContext } from "../site/site-context.server";
import { gameSchedule } from "../site/schedule.server";
import { SchedulePage } from "../gamer/pages/SchedulePage";
import type { Route } from "./+types/gamer-schedule";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return {
    ...gamerPageHead(site, "schedule"),
    schedule: gameSchedule(site),
  };
}

export { meta } from "../ui/head";

export default function GamerSchedule({ loaderData }: Route.ComponentProps) {
  return <SchedulePage {...loaderData} />;
}
