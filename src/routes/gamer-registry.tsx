import { gamerPageHead, siteAt } from "../content/content.server";
import { useWords } from "../ui/locale";
import { fill } from "../words/plural";
import { giftWay } from "../content/gifts.server";
import { gameButton } from "../gamer/buttons";
import { PageTitle } from "../gamer/PageTitle";
import { Panel } from "../gamer/Panel";
import { GiftAction } from "../ui/GiftAction";
import { GiftDetails } from "../ui/GiftDetails";
import { PaymentHandle } from "../ui/PaymentHandle";
import { QrCode } from "../ui/QrCode";
import { isLoneLast, rowsOfThree, threeToARow } from "../ui/lone-last";
import type { Route } from "./+types/gamer-registry";
import { Unbroken } from "../ui/Unbroken";

export { meta } from "../ui/head";

/** Runs at build time only (the route is prerendered): the QR codes arrive as rows in the page's data. */
export function loader({ request }: Route.LoaderArgs) {
  const site = siteAt(request);
  const { registry } = site.content;
  return {
    ...gamerPageHead(site, "registry"),
    text: registry.text,
    gifts: registry.gifts.map((gift) => giftWay(gift, site.words.gifts)),
  };
}

/** The loot: each way to give with what works on the device in hand, and a QR code where a mouse says it is a computer. */
export default function GamerRegistry({ loaderData }: Route.ComponentProps) {
  const said = useWords().gifts;
  const rows = rowsOfThree(loaderData.gifts.length);
  // Three to a tablet's row, a panel is a third of 44rem: a size less of padding and handle keeps a phone number whole.
  const [narrow, narrowHandle] = threeToARow(loaderData.gifts.length)
    ? ["md:max-lg:px-3", "md:max-lg:text-2xl"]
    : ["", ""];
  return (
    <>
      <PageTitle>{loaderData.title}</PageTitle>
      {/* Centred and balanced where it takes a few lines; on a phone, where it takes many, read from its edge. */}
      <Panel className="text-2xl leading-snug sm:text-center">
        <p className="mx-auto max-w-2xl text-pretty sm:text-balance">
          <Unbroken>{loaderData.text}</Unbroken>
        </p>
      </Panel>
      {/*
        Two to a row, an odd last one centred, or three to a row from a tablet where that fills every row: a
        couple may give one way or six. Each panel lays its
        parts on the rows of the grid (subgrid), so the buttons and QR codes of a row line up. The space
        between panels is their margin, not the grid's gap, which would also open between a panel's empty rows.
      */}
      <ul className={`mt-8 grid gap-x-4 sm:grid-cols-2 ${rows.grid}`}>
        {loaderData.gifts.map((gift, index, gifts) => (
          <Panel
            as="li"
            key={`${gift.service} ${gift.qr.value}`}
            className={`row-span-5 mb-4 grid grid-rows-subgrid justify-items-center gap-y-0 text-center ${narrow} ${isLoneLast(index, gifts.length) ? `sm:col-span-2 sm:w-[calc(50%-var(--spacing)*6)] sm:justify-self-center ${rows.loneLast}` : ""}`}
          >
            <h2 className="font-pixel text-coin text-pixel-base">{gift.service}</h2>
            {gift.shown ? (
              <p className={`row-start-2 mt-4 text-3xl text-balance select-all ${narrowHandle}`}>
                <PaymentHandle handle={gift.shown} />
              </p>
            ) : null}
            {gift.details.length > 0 ? (
              <GiftDetails details={gift.details} className="row-start-3 mt-3 text-xl" termClassName="text-mana" />
            ) : null}
            <div className="row-start-4 mt-4">
              <GiftAction gift={gift} className={gameButton} />
            </div>
            <div className="row-start-5 mt-4 hidden flex-col items-center gap-3 pointer-fine:flex">
              <QrCode
                rows={gift.qr.rows}
                label={fill(said.qrCode, { service: gift.service })}
                className="text-night w-full max-w-52"
              />
              <p className="text-mana text-xl">{said.scanWithPhone}</p>
            </div>
          </Panel>
        ))}
      </ul>
    </>
  );
}
