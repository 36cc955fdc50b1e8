import type { GiftWay } from "../content/gifts.server";
import { useWords } from "./locale";

/**
 * The lines a bank transfer needs besides the IBAN ("Name: …", "BIC: …"),
 * each a term and its value. Each is isolated (<bdi>), so a pair reads in the
 * page's direction whatever their scripts: on an Arabic page the term stands
 * on the right and its value on its left, and neither a Latin term nor a
 * Latin value carries the colon off to its side.
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
    <dl className={className}>
      {details.map((detail) => (
        <div key={detail.term}>
          <dt className={`inline ${termClassName}`}>
            <bdi>{detail.term}</bdi>
            {colon}{" "}
          </dt>
          <dd className="inline select-all">
            <bdi>{detail.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
