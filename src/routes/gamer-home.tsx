import { pageDescription, pageHead } from "../site/page-head.server";
import { siteContext } from "../site/site-context.server";
import { cityOf } from "../site/city.server";
import { HomePage } from "../gamer/pages/HomePage";
import { GAMER_HOME } from "../pages";
import { useGameLayout } from "../gamer/game-layout";
import type { Route } from "./+types/gamer-home";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { wedding } = site.content;
  return {
    head: pageHead(site, GAMER_HOME, pageDescription(site, "gamer")),
    dateLine: site.dates.dateLine(wedding.date),
    city: cityOf(site.mainEvent.place.cityZip),
    day: site.day,
  };
}

export { meta } from "../ui/head";

export default function GamerHome({ loaderData }: Route.ComponentProps) {
  // The names, the reply's address and the pages are the layout's, which every page of the game has.
  const { names, rsvpUrl, pages } = useGameLayout();
  return <HomePage {...loaderData} names={names} rsvpUrl={rsvpUrl} menu={pages} />;
}
