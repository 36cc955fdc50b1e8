import { pageDescription, pageHead } from "../site/page-head.server";
import { siteContext } from "../site/site-context.server";
import { cityOf } from "../site/city";
import { HomePage } from "../gamer/pages/HomePage";
import { GAMER_HOME, GAMER_MENU, menuItem } from "../pages";
import type { Route } from "./+types/gamer-home";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { wedding, rsvpUrl } = site.content;
  return {
    head: pageHead(site, GAMER_HOME, pageDescription(site, "gamer")),
    names: site.names,
    longDate: site.dates.dateLine(wedding.date),
    city: cityOf(site.mainEvent.place.cityZip),
    rsvpUrl,
    day: site.day,
    menu: GAMER_MENU.map((page) => menuItem(page, site.words, site.localPath)),
  };
}

export { meta } from "../ui/head";

export default function GamerHome({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
