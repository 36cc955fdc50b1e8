import type { GiftWay } from "../content/gifts.server";
import { CopyButton } from "./CopyButton";
import { ExternalLink } from "./ExternalLink";

/** What a guest can do with a way to give on the device in hand: open the couple's page, or copy what the app needs. */
export function GiftAction({ gift, className }: { gift: GiftWay; className: string }) {
  return "open" in gift.action ? (
    <ExternalLink href={gift.action.open} className={className}>
      Open {gift.service}
    </ExternalLink>
  ) : (
    <CopyButton text={gift.action.copy} className={className}>
      Copy
      <span className="sr-only"> the {gift.action.what}</span>
    </CopyButton>
  );
}
