import type { GiftWay } from "../../site";
import { useWords } from "../locale";

/** Each term and value in a <bdi>, so on an Arabic page a Latin term or value never carries the colon off. */
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
    <dl className={className}>
      {/* A couple's own terms may repeat one of the site's: the order is what stays. */}
      {details.map((detail, index) => (
        <div key={index}>
          <dt className={`inline ${termClassName}`}>
            <bdi>{detail.term}</bdi>
            {colon}{" "}
          </dt>
          {/* A box of its own: a value too long for the term's line goes under it whole, in balanced lines. */}
          <dd className="inline-block max-w-full text-balance select-all">
            <bdi>
              <HyphenatedWhole text={detail.value} />
            </bdi>
          </dd>
        </div>
      ))}
    </dl>
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
