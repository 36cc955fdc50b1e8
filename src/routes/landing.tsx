import "../invitation/invitation.css";
import { pageHead, siteAt } from "../content/content.server";
import { LandingPage } from "../landing/LandingPage";
import { CLASSIC, GAMER_HOME, LANDING } from "../pages";
import { pathIn } from "../languages";
import type { Route } from "./+types/landing";

export function loader({ request }: Route.LoaderArgs) {
  const site = siteAt(request);
  const { couple, wedding, rsvpUrl } = site.content;
  return {
    head: pageHead(site, LANDING),
    couple,
    wedding,
    longDate: site.dates.dateLine(wedding.date),
    rsvpUrl,
    day: site.day,
    experiences: { classic: pathIn(site.language, CLASSIC.path), gamer: pathIn(site.language, GAMER_HOME.path) },
  };
}

export { meta } from "../ui/head";

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage {...loaderData} />;
}
