import type { GiftWay } from "../site";
import { outlineButton } from "../invitation/buttons";
import { GiftAction } from "../ui/gifts/GiftAction";
import { GiftDetails, termsAboveIn } from "../ui/gifts/GiftDetails";
import { GIFT_ROWS, handleRows, loneGift, longestWord, oneLineSize, sizeStep } from "../ui/gifts/gift-shapes";
import { isLoneLast, rowsOfThree, threeToARow } from "../ui/rows";
import { PaymentHandle } from "../ui/gifts/PaymentHandle";
import { QrCode, qrCodeSize } from "../ui/gifts/QrCode";
import { Section } from "./Section";
import { useWords } from "../ui/locale";
import { fill } from "../words/fill";
import { SectionHeading } from "./SectionHeading";
import { Unbroken } from "../ui/Unbroken";

const CARD = "mb-6 rounded-sm border border-gold/40 px-6 py-8 text-center";
const LONE_CARD = "sm:col-span-2 sm:w-[calc(50%-var(--spacing)*3)] sm:justify-self-center";

/**
 * Cormorant's digits and capitals are about half an em wide, and a fifth of an em more between groups makes an
 * IBAN's 26 letters 13.1 em: n letters fill 96cqi at 190cqi/n (gift-shapes.ts's steps); literal, for Tailwind.
 */
const ONE_LINE_HANDLE = [
  "text-[length:min(var(--text-2xl),calc(190cqi/26))]",
  "text-[length:min(var(--text-2xl),calc(190cqi/30))]",
  "text-[length:min(var(--text-2xl),calc(190cqi/34))]",
  "text-[length:min(var(--text-2xl),calc(190cqi/38))]",
  "text-[length:min(var(--text-2xl),calc(190cqi/42))]",
];

/**
 * Cormorant's letters are about half an em wide at most, so a label's longest word of n letters stays whole on its
 * card's line at 180cqi/n: one size rule, and the steps of that word as a variable, literal for Tailwind. Up to 9
 * letters it does at the look's own size on the narrowest card (320 px, text at 200%).
 */
const LABEL_SIZE =
  "text-[length:min(var(--text-xl),calc(180cqi/var(--label-letters)))] sm:text-[length:min(var(--text-2xl),calc(180cqi/var(--label-letters)))]";
const LABEL_STEPS = [12, 15, 18, 22, 28];
const LABEL_LETTERS = [
  "[--label-letters:12]",
  "[--label-letters:15]",
  "[--label-letters:18]",
  "[--label-letters:22]",
  "[--label-letters:28]",
];

function labelSize(label: string): string {
  const letters = sizeStep(longestWord(label), 9, LABEL_STEPS, LABEL_LETTERS);
  return letters ? `${LABEL_SIZE} ${letters}` : "text-xl sm:text-2xl";
}

export function RegistrySection({ text, gifts }: { text: string; gifts: GiftWay[] }) {
  const words = useWords();
  return (
    <Section id="registry">
      <SectionHeading caption={words.classic.registryCaption}>{words.pages.registry.title}</SectionHeading>
      {/* As an event's note: from its edge on a phone, where it runs to several lines. */}
      <p className="mx-auto max-w-[36em] text-center text-lg leading-relaxed text-pretty text-ink-soft max-sm:text-start sm:text-balance">
        <Unbroken>{text}</Unbroken>
      </p>
      <GiftCards gifts={gifts} />
    </Section>
  );
}

/** Cards share the grid's rows (subgrid) and are spaced by margins: a row gap would open at a card's empty rows. */
function GiftCards({ gifts }: { gifts: GiftWay[] }) {
  const words = useWords();
  const rows = rowsOfThree(gifts.length);
  const lone = loneGift(threeToARow(gifts.length));
  // The cards set their details alike: as labels in every card where one card needs them.
  const termsAbove = termsAboveIn(gifts);
  const codeSize = qrCodeSize(
    gifts.map((gift) => gift.qr.length),
    160,
  );
  return (
    <dl className={`mt-12 grid grid-cols-1 gap-x-6 [overflow-wrap:anywhere] sm:grid-cols-2 ${rows.grid}`}>
      {gifts.map((gift, index) => {
        const alone = isLoneLast(index, gifts.length);
        return (
          <div
            key={`${gift.service} ${gift.label ?? gift.onCard}`}
            className={`${CARD} ${GIFT_ROWS} ${alone ? `${LONE_CARD} ${lone.card} ${rows.loneLast}` : ""}`}
          >
            <dt className="caption-caps">{gift.service}</dt>
            {gift.label ? (
              <dd className={`@container ${handleRows(gift)} mt-3 justify-self-stretch font-serif`}>
                <span className={`block text-balance [overflow-wrap:normal] ${labelSize(gift.label)}`}>
                  <Unbroken>{gift.label}</Unbroken>
                </span>
              </dd>
            ) : null}
            {gift.onCard ? (
              // The line is the container a long handle is sized by, as on the game's panels. Cormorant's narrow
              // space ran an IBAN's groups together: a fifth of an em more keeps them apart, and inside the sizes'
              // half an em a letter.
              <dd
                className={`@container ${handleRows(gift)} mt-3 justify-self-stretch font-serif text-balance lining-nums tabular-nums select-all`}
              >
                <span
                  className={`block [word-spacing:0.2em] ${oneLineSize(gift.onCard, ONE_LINE_HANDLE) ?? "text-xl sm:text-2xl"}`}
                >
                  <PaymentHandle handle={gift.onCard} />
                </span>
              </dd>
            ) : null}
            {gift.details.length > 0 ? (
              <dd className="row-start-3 mt-2 justify-self-stretch text-ink-soft">
                <GiftDetails
                  details={gift.details}
                  termsAbove={termsAbove}
                  labelClassName="text-xs font-semibold tracking-[0.14em] text-gold-text uppercase"
                />
              </dd>
            ) : null}
            <dd className="row-start-4 mt-5 text-sm">
              <GiftAction gift={gift} className={outlineButton} />
            </dd>
            <dd className={`row-start-5 mt-6 hidden pointer-fine:block ${alone ? lone.code : ""}`}>
              <QrCode
                rows={gift.qr}
                label={fill(words.gifts.qrCode, { service: gift.spoken })}
                size={codeSize}
                className="bg-paper text-ink"
              />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
