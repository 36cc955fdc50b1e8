import { encode } from "uqr";
import { content, pageDescription, pageHead, venmoProfileUrl } from "../content";
import { PageTitle } from "../gamer/PageTitle";
import { Panel } from "../gamer/Panel";
import { QrCode } from "../gamer/QrCode";
import { headTags } from "../ui/head";
import type { Route } from "./+types/gamer-registry";

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

const qrRows = (text: string) =>
  encode(text, { border: 0 }).data.map((row) => row.map((dark) => (dark ? "1" : "0")).join(""));

/**
 * Runs at build time only (the route is prerendered): the QR codes arrive as
 * rows in the page's data, and the QR encoder never reaches the browser.
 */
export function loader() {
  const { registry } = content;
  return {
    head: pageHead("Registry", "/gamer/registry", pageDescription("registry")),
    registry,
    venmo: qrRows(venmoProfileUrl(registry.venmoHandle)),
    zelle: qrRows(registry.zelleContact),
  };
}

export default function GamerRegistry({ loaderData }: Route.ComponentProps) {
  const { registry } = loaderData;
  const wallets = [
    { service: "Venmo", handle: registry.venmoHandle, rows: loaderData.venmo, hint: "Scan to open our Venmo" },
    { service: "Zelle", handle: registry.zelleContact, rows: loaderData.zelle, hint: "Scan for our Zelle contact" },
  ];
  return (
    <>
      <PageTitle>Registry</PageTitle>
      <Panel className="text-center text-2xl leading-snug">
        <p className="mx-auto max-w-2xl">{registry.text}</p>
      </Panel>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {wallets.map((wallet) => (
          <Panel as="li" key={wallet.service} className="flex flex-col items-center gap-4 text-center">
            <h2 className="font-pixel text-coin text-pixel-base">{wallet.service}</h2>
            <QrCode rows={wallet.rows} label={`QR code for ${wallet.service}: ${wallet.handle}`} />
            <p className="text-3xl [overflow-wrap:anywhere]">{wallet.handle}</p>
            <p className="text-mana text-xl">{wallet.hint}</p>
          </Panel>
        ))}
      </ul>
    </>
  );
}
