import { encode } from "uqr";
import { venmoProfileUrl } from "./content.server";
import type { Content } from "./schema.server";

/**
 * The couple's payment handles, each with what a guest can do with it: Venmo
 * opens the couple's profile (the app, on a phone that has it); Zelle has no
 * such link, so its contact is copied. The QR code carries the same, for a
 * guest on a computer to scan with a phone. Loaders only: the QR encoder
 * never reaches a guest's phone.
 */
export type Wallet = {
  service: "Venmo" | "Zelle";
  handle: string;
  /** Where Venmo's button goes; Zelle has none, and copies instead. */
  profileUrl?: string;
  qr: { value: string; rows: string[] };
};

const qrRows = (text: string) =>
  encode(text, { border: 0 }).data.map((row) => row.map((dark) => (dark ? "1" : "0")).join(""));

export function wallets(registry: Content["registry"]): Wallet[] {
  const venmo = venmoProfileUrl(registry.venmoHandle);
  return [
    { service: "Venmo", handle: registry.venmoHandle, profileUrl: venmo, qr: { value: venmo, rows: qrRows(venmo) } },
    {
      service: "Zelle",
      handle: registry.zelleContact,
      qr: { value: registry.zelleContact, rows: qrRows(registry.zelleContact) },
    },
  ];
}
