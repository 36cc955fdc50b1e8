import type { Content } from "../content";
import type { Wallet } from "../content/wallets.server";
import { outlineButton } from "../invitation/buttons";
import { QrCode } from "../ui/QrCode";
import { WalletAction } from "../ui/WalletAction";
import { Section } from "./Section";
import { SectionHeading } from "./SectionHeading";
import { PaymentHandle } from "../ui/PaymentHandle";

/**
 * The registry: each handle with what works on the device in hand (Venmo's
 * profile opens, Zelle's contact copies) and, where a mouse says this is a
 * computer, a QR code to scan with the phone.
 */
export function RegistrySection({ text, wallets }: { text: Content["registry"]["text"]; wallets: Wallet[] }) {
  return (
    <Section id="registry">
      <SectionHeading caption="Gifts">Registry</SectionHeading>
      <p className="mx-auto max-w-2xl text-center text-lg leading-relaxed text-ink-soft">{text}</p>
      <dl className="mx-auto mt-12 grid max-w-3xl gap-6 sm:grid-cols-2">
        {wallets.map((wallet) => (
          <div
            key={wallet.service}
            className="flex flex-col items-center rounded-sm border border-gold/40 px-6 py-8 text-center"
          >
            <dt className="caption-caps">{wallet.service}</dt>
            <dd className="mt-3 font-serif text-xl select-all sm:text-2xl">
              <PaymentHandle handle={wallet.handle} />
            </dd>
            <dd className="mt-5 text-sm">
              <WalletAction wallet={wallet} className={outlineButton} />
            </dd>
            <dd className="mt-6 hidden pointer-fine:block">
              <QrCode rows={wallet.qr.rows} label={`${wallet.service} QR code`} className="w-40 text-ink" />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
