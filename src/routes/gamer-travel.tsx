import { gamerPageHead } from "../site/page-head.server";
import { siteContext } from "../site/site-context.server";
import { gameTravel } from "../site/travel.server";
import { TravelPage } from "../gamer/pages/TravelPage";
import type { Route } from "./+types/gamer-travel";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { ...gamerPageHead(site, "travel"), ...gameTravel(site) };
}

export { meta } from "../ui/head";

export default function GamerTravel({ loaderData }: Route.ComponentProps) {
  return <TravelPage {...loaderData} />;
}
