import type { GiftWay } from "../../site";
import { GiftAction } from "../../ui/gifts/GiftAction";
import { GiftDetails } from "../../ui/gifts/GiftDetails";
import { GIFT_ROWS, handleRows, loneGift, longestWord, sharedSize, sizeStep } from "../../ui/gifts/gift-shapes";
import { useWords } from "../../ui/locale";
import { isLoneLast, rowsOfThree, threeToARow } from "../../ui/rows";
import { PaymentHandle } from "../../ui/gifts/PaymentHandle";
import { QrCode, qrCodeSize } from "../../ui/gifts/QrCode";
import { fill } from "../../words/fill";
import { gameButton } from "../buttons";
import { Panel } from "../Panel";
import { Unbroken } from "../../ui/Unbroken";

/**
 * VT323 draws a letter 0.4 em wide, so n letters fill 96cqi at 240cqi/n (gift-shapes.ts's shared steps):
 * literal, for Tailwind to find. "Übernachtung" whole in a 320 px window with text at 200%, an IBAN on one line.
 */
const SHARED_SIZES = [
  "text-[length:min(var(--text-3xl),calc(240cqi/9))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/10))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/12))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/14))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/16))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/20))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/24))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/26))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/30))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/34))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/38))]",
  "text-[length:min(var(--text-3xl),calc(240cqi/42))]",
];

/**
 * Press Start 2P draws every letter 1 em wide, so a word of n letters fills its card's line at 100cqi/n: one size
 * rule, and the steps of a title's longest word ("Bankoverschrijving", 18) as a variable, literal for Tailwind.
 * A word is never cut in two.
 */
const TITLE_SIZE = "text-[length:min(var(--text-pixel-base),calc(100cqi/var(--title-letters)))]";
const TITLE_STEPS = [15, 18, 22, 28];
const TITLE_LETTERS = ["[--title-letters:15]", "[--title-letters:18]", "[--title-letters:22]", "[--title-letters:28]"];

/** One size for every card's title, the one its longest word needs to stay whole on its card's line. */
function titleSize(gifts: readonly GiftWay[]): string {
  // Up to 12 letters stand whole at the look's own size on the narrowest card.
  const letters = sizeStep(Math.max(...gifts.map((gift) => longestWord(gift.service))), 12, TITLE_STEPS, TITLE_LETTERS);
  return letters ? `${TITLE_SIZE} ${letters}` : "text-pixel-base";
}

// Subgrid rows line up a row's buttons and QR codes; panels are spaced by margin, as a gap would open between empty rows.
export function GiftPanels({ gifts }: { gifts: GiftWay[] }) {
  const giftWords = useWords().gifts;
  const rows = rowsOfThree(gifts.length);
  const size = sharedSize(gifts, SHARED_SIZES) ?? "text-3xl";
  const title = titleSize(gifts);
  const lone = loneGift(threeToARow(gifts.length));
  const codeSize = qrCodeSize(
    gifts.map((gift) => gift.qr.length),
    208,
  );
  return (
    <>
      {/* Said once for every code, where a pointer shows them (a phone has no use for them). */}
      <p className="text-mana mt-8 hidden text-center text-xl pointer-fine:block">{giftWords.scanWithPhone}</p>
      <ul className={`mt-8 grid gap-x-4 [overflow-wrap:anywhere] sm:grid-cols-2 pointer-fine:mt-4 ${rows.grid}`}>
        {gifts.map((gift, index) => {
          const alone = isLoneLast(index, gifts.length);
          return (
            <Panel
              as="li"
              key={`${gift.service} ${gift.label ?? gift.onCard}`}
              className={`mb-4 text-center ${GIFT_ROWS} ${alone ? `sm:col-span-2 sm:w-[calc(50%-var(--spacing)*6)] sm:justify-self-center ${lone.card} ${rows.loneLast}` : ""}`}
            >
              <h2 className="font-pixel text-coin @container justify-self-stretch">
                <span className={`block ${title}`}>{gift.service}</span>
              </h2>
              {gift.label ? (
                <p
                  className={`@container ${handleRows(gift)} mt-4 justify-self-stretch text-balance [overflow-wrap:normal]`}
                >
                  <span className={`block ${size}`}>
                    <Unbroken>{gift.label}</Unbroken>
                  </span>
                </p>
              ) : null}
              {gift.onCard ? (
                // The line is the container a long handle is sized by: a subgrid's own item cannot be one.
                <p className={`@container ${handleRows(gift)} mt-4 justify-self-stretch text-balance select-all`}>
                  <span className={`block ${size}`}>
                    <PaymentHandle handle={gift.onCard} />
                  </span>
                </p>
              ) : null}
              {gift.details.length > 0 ? (
                <GiftDetails
                  details={gift.details}
                  className="row-start-3 mt-3 text-xl"
                  termClassName="text-mana"
                  termsAbove
                />
              ) : null}
              <div className="row-start-4 mt-4 flex items-start justify-center">
                <GiftAction gift={gift} className={gameButton} />
              </div>
              <div className={`row-start-5 mt-4 hidden justify-center pointer-fine:flex ${alone ? lone.code : ""}`}>
                <QrCode
                  rows={gift.qr}
                  label={fill(giftWords.qrCode, { service: gift.spoken })}
                  size={codeSize}
                  className="text-night bg-white"
                />
              </div>
            </Panel>
          );
        })}
      </ul>
    </>
  );
}
