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
