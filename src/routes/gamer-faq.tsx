import { gamerPageHead } from "../site/page-head.server";
import { siteContext } from "../site/site-context.server";
import { shownFaq } from "../site/shown.server";
import { FaqPage } from "../gamer/pages/FaqPage";
import type { Route } from "./+types/gamer-faq";

export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { ...gamerPageHead(site, "faq"), faq: shownFaq(site.content.faq) };
}

export { meta } from "../ui/head";

export default function GamerFaq({ loaderData }: Route.ComponentProps) {
  return <FaqPage {...loaderData} />;
}
