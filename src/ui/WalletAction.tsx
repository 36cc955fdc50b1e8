import type { Wallet } from "../content/wallets.server";
import { CopyButton } from "./CopyButton";
import { ExternalLink } from "./ExternalLink";

/** What a guest can do with a payment handle on the device in hand: open Venmo, or copy the Zelle contact. */
export function WalletAction({ wallet, className }: { wallet: Wallet; className: string }) {
  return wallet.profileUrl ? (
    <ExternalLink href={wallet.profileUrl} className={className}>
      Open {wallet.service}
    </ExternalLink>
  ) : (
    <CopyButton text={wallet.handle} className={className}>
      Copy<span className="sr-only"> the {wallet.service} contact</span>
    </CopyButton>
  );
}
