import type { GiftWay } from "../../site";
import { useWords } from "../locale";
import { Unbroken } from "../Unbroken";

/** Each detail a row of two columns, the terms set against the values' edge, where the card has 13 rem. */
const TABLE = {
  list: "@min-[13rem]:mx-auto @min-[13rem]:grid @min-[13rem]:w-fit @min-[13rem]:grid-cols-[auto_auto] @min-[13rem]:gap-x-[0.4em]",
  pair: "@min-[13rem]:col-span-2 @min-[13rem]:grid @min-[13rem]:grid-cols-subgrid",
  // Its column as wide as its longest word: a word breaks only where it alone is wider than the card.
  term: "inline [overflow-wrap:break-word] @min-[13rem]:text-end",
  value: "inline-block max-w-full @min-[13rem]:block @min-[13rem]:text-start",
};
/** Each term a label on a line of its own, its value under it at the card's whole width. */
const LABELS = { list: "", pair: "mt-3 first:mt-0", term: "block [overflow-wrap:anywhere]", value: "block" };
/**
 * The longest term a table's column takes beside a value in a card a phone's width: "Bénéficiaire",
 * "Intestatario". A longer one ("Verwendungszweck") would leave its values a column too narrow for a name.
 */
const TERM_IN_A_TABLE = 12;

/** Whether a list's details stand as labels: where one card's term is too long for a table, so do every card's. */
export const termsAboveIn = (ways: readonly Pick<GiftWay, "details">[]) =>
  ways.some(({ details }) => details.some(({ term }) => term.length > TERM_IN_A_TABLE));

/**
 * A gift's details, so that no term stands alone above its value in a list of terms beside theirs. As a small
 * table: a long value wraps in its own column; where the card is too narrow for two columns (a small phone with
 * large text), each value runs on from its term. Or each term above its value, as a label: for a face too wide
 * for two columns in a card (the game's, `termsAbove`), or a term too long to leave its value room. Each term
 * and value is in a <bdi>, so on an Arabic page a Latin term or value never carries the colon off.
 */
export function GiftDetails({
  details,
  className = "",
  termClassName = "",
  labelClassName = "",
  termsAbove = termsAboveIn([{ details }]),
}: {
  details: GiftWay["details"];
  className?: string;
  termClassName?: string;
  /** How a term is set where it stands above its value, as a label. */
  labelClassName?: string;
  /** Each term above its value: by default where a term of these details is too long for a table (`termsAboveIn`). */
  termsAbove?: boolean;
}) {
  const { colon } = useWords();
  const layout = termsAbove ? LABELS : TABLE;
  return (
    <div className={`@container justify-self-stretch ${className}`}>
      <dl data-gift-details={termsAbove ? "labels" : "table"} className={layout.list}>
        {/* A couple's own terms may repeat one of the site's: the order is what stays. */}
        {details.map((detail, index) => (
          <div key={index} className={layout.pair}>
            <dt className={`${layout.term} ${termsAbove ? labelClassName : ""} ${termClassName}`}>
              <bdi>
                <Unbroken>{detail.term}</Unbroken>
              </bdi>
              {termsAbove ? null : `${colon} `}
            </dt>
            {/* A box of its own, its lines balanced. */}
            <dd className={`${layout.value} text-balance select-all`}>
              <bdi>
                <ValueInParts text={detail.value} />
              </bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A value's parts each on one line where it fits: a hyphenated one ("20-00-00", a sort code), as a bank form asks
 * for it, or one Hebrew's maqaf joins ("תל־אביב"), and an "&" with the name before it, as typesetting holds it: a
 * line never opens with it ("Eleni Papadopoulou & / Jonas Keller"); its text left as written, for a guest to copy.
 * An IBAN still breaks between its groups.
 */
function ValueInParts({ text }: { text: string }) {
  return text.split(/(\S+[-\u05be]\S+|\S+\s+&(?=\s))/u).map((part, index) =>
    index % 2 ? (
      <span key={index} className="whole">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
