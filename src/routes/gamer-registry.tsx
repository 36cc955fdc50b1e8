import { gamerPageHead } from "../site/page-head.server";
import { siteContext } from "../site/site-context.server";
import { PageTitle } from "../gamer/PageTitle";
import { GiftPanels } from "../gamer/pages/GiftPanels";
import { Panel } from "../gamer/Panel";
import type { Route } from "./+types/gamer-registry";
import { Unbroken } from "../ui/Unbroken";

export { meta } from "../ui/head";

/** Runs at build time only (the route is prerendered): the QR codes arrive as rows in the page's data. */
export function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { registry } = site.content;
  return {
    ...gamerPageHead(site, "registry"),
    text: registry.text,
    gifts: site.gifts,
  };
}

export default function GamerRegistry({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>{loaderData.title}</PageTitle>
      <Panel className="text-2xl leading-snug sm:text-center">
        <p className="mx-auto max-w-2xl text-pretty sm:text-balance">
          <Unbroken>{loaderData.text}</Unbroken>
        </p>
      </Panel>
      <GiftPanels gifts={loaderData.gifts} />
    </>
  );
}
