import type { GiftWay } from "../../site";
import { CopyButton } from "./CopyButton";
import { ExternalLink } from "../ExternalLink";
import { useWords } from "../locale";
import { fill } from "../../words/fill";

export function GiftAction({ gift, className }: { gift: GiftWay; className: string }) {
  const giftWords = useWords().gifts;
  return "open" in gift.action ? (
    <ExternalLink href={gift.action.open} className={className}>
      {gift.action.says}
      {gift.action.about ? <span className="sr-only"> — {gift.action.about}</span> : null}
    </ExternalLink>
  ) : (
    <CopyButton text={gift.action.copy} className={className}>
      {giftWords.copy}
      <span className="sr-only"> {fill(giftWords.copyWhat, { what: gift.action.what })}</span>
    </CopyButton>
  );
}
