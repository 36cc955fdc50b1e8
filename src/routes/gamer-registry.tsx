import { content, gamerPageHead } from "../content/content.server";
import { wallets } from "../content/wallets.server";
import { gameButton } from "../gamer/buttons";
import { PageTitle } from "../gamer/PageTitle";
import { Panel } from "../gamer/Panel";
import { QrCode } from "../ui/QrCode";
import { WalletAction } from "../ui/WalletAction";
import type { Route } from "./+types/gamer-registry";
import { PaymentHandle } from "../ui/PaymentHandle";

export { meta } from "../ui/head";

/** Runs at build time only (the route is prerendered): the QR codes arrive as rows in the page's data. */
export function loader() {
  const { registry } = content;
  return {
    ...gamerPageHead("registry"),
    text: registry.text,
    wallets: wallets(registry),
  };
}

/** The loot: each handle with what works on the device in hand, and a QR code where a mouse says it is a computer. */
export default function GamerRegistry({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>{loaderData.title}</PageTitle>
      <Panel className="text-center text-2xl leading-snug">
        <p className="mx-auto max-w-2xl">{loaderData.text}</p>
      </Panel>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {loaderData.wallets.map((wallet) => (
          <Panel as="li" key={wallet.service} className="flex flex-col items-center gap-4 text-center">
            <h2 className="font-pixel text-coin text-pixel-base">{wallet.service}</h2>
            <p className="text-3xl select-all">
              <PaymentHandle handle={wallet.handle} />
            </p>
            <div>
              <WalletAction wallet={wallet} className={gameButton} />
            </div>
            <div className="hidden flex-col items-center gap-3 pointer-fine:flex">
              <QrCode
                rows={wallet.qr.rows}
                label={`${wallet.service} QR code`}
                className="text-night w-full max-w-52"
              />
              <p className="text-mana text-xl">Scan with your phone</p>
            </div>
          </Panel>
        ))}
      </ul>
    </>
  );
}
