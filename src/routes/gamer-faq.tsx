import { gamerPageHead, siteAt } from "../content/content.server";
import { FaqPage } from "../gamer/pages/FaqPage";
import type { Route } from "./+types/gamer-faq";

export function loader({ request }: Route.LoaderArgs) {
  const site = siteAt(request);
  return { ...gamerPageHead(site, "faq"), faq: site.content.faq };
}

export { meta } from "../ui/head";

export default function GamerFaq({ loaderData }: Route.ComponentProps) {
  return <FaqPage {...loaderData} />;
}
