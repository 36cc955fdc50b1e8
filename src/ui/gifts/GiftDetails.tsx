import type { GiftWay } from "../../site";
import { useWords } from "../locale";

/**
 * A gift's details as a small table, each term beside its value, the terms set against the value's edge, so a
 * long value wraps in its own column and never leaves its term alone on a line. Where the card is too narrow
 * for two columns (a small phone with large text), each value runs on from its term. Each term and value is in
 * a <bdi>, so on an Arabic page a Latin term or value never carries the colon off.
 */
export function GiftDetails({
  details,
  className = "",
  termClassName = "",
}: {
  details: GiftWay["details"];
  className?: string;
  termClassName?: string;
}) {
  const { colon } = useWords();
  return (
    <div className={`@container justify-self-stretch ${className}`}>
      <dl
        data-gift-details
        className="@min-[13rem]:mx-auto @min-[13rem]:grid @min-[13rem]:w-fit @min-[13rem]:grid-cols-[auto_auto] @min-[13rem]:gap-x-[0.4em]"
      >
        {/* A couple's own terms may repeat one of the site's: the order is what stays. */}
        {details.map((detail, index) => (
          <div key={index} className="@min-[13rem]:col-span-2 @min-[13rem]:grid @min-[13rem]:grid-cols-subgrid">
            <dt className={`inline @min-[13rem]:text-end ${termClassName}`}>
              <bdi>{detail.term}</bdi>
              {colon}{" "}
            </dt>
            {/* A box of its own: beside its term, its own lines balanced. */}
            <dd className="inline-block max-w-full text-balance select-all @min-[13rem]:block @min-[13rem]:text-start">
              <bdi>
                <HyphenatedWhole text={detail.value} />
              </bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A value's hyphenated parts ("20-00-00", a sort code) each on one line where it fits, as a bank form asks for
 * them; its text left as written, for a guest to copy. An IBAN still breaks between its groups.
 */
function HyphenatedWhole({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 ? (
      <span key={index} className="whole">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
