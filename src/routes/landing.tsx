import "../invitation/invitation.css";
import { pageHead } from "../site/page-head.server";
import { siteContext } from "../site/site-context.server";
import { LandingPage } from "../landing/LandingPage";
import { CLASSIC, GAMER_HOME, LANDING } from "../pages";
import type { Route } from "./+types/landing";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { wedding, rsvpUrl } = site.content;
  return {
    head: pageHead(site, LANDING),
    names: site.names,
    date: wedding.date,
    dateLine: site.dates.dateLine(wedding.date),
    rsvpUrl,
    day: site.day,
    experiences: { classic: site.localPath(CLASSIC.path), gamer: site.localPath(GAMER_HOME.path) },
  };
}

export { meta } from "../ui/head";

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <LandingPage {...loaderData} />;
}
