import { electronicFormatIBAN } from "ibantools";
import { encode } from "uqr";
import { pixKey, type Gift } from "./schema.server";
import { PAGE_APPS } from "./services.server";

/** A field of an EMV QR code: its id, its length in two digits, its value. */
const emvField = (id: string, value: string) => `${id}${String(value.length).padStart(2, "0")}${value}`;

/** The CRC-16/CCITT-FALSE an EMV QR code ends with, in four hex digits. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** A text as a bank's form takes it: plain spaces, and the apostrophe SEPA's character set has, not a typeset one. */
const forBanks = (text: string) => text.replace(/\s/gu, " ").replace(/[‘’]/gu, "'");

/** Plain letters for a bank app, at most `most`: "São Paulo" is "Sao Paulo". */
const plainAscii = (text: string, most: number) =>
  forBanks(text)
    .normalize("NFD")
    .replace(/[^\x20-\x7E]/g, "")
    .slice(0, most);

/** Brazil's static Pix QR code (BR Code): the key, the name and city, no amount; every bank app scans it. */
export function pixPayload(gift: Extract<Gift, { kind: "pix" }>): string {
  const account = emvField("00", "br.gov.bcb.pix") + emvField("01", pixKey(gift.key) ?? gift.key);
  const payload = [
    emvField("00", "01"),
    emvField("26", account),
    emvField("52", "0000"),
    emvField("53", "986"),
    emvField("58", "BR"),
    emvField("59", plainAscii(gift.name, 25)),
    emvField("60", plainAscii(gift.city, 15)),
    emvField("62", emvField("05", "***")),
    "6304",
  ].join("");
  return payload + crc16(payload);
}

/** The EPC's QR code for a credit transfer ("GiroCode"): version 002, UTF-8, no amount. */
export function epcPayload(gift: Extract<Gift, { kind: "iban" }>): string {
  const lines = ["BCD", "002", "1", "SCT", gift.bic?.replace(/\s/g, "").toUpperCase() ?? "", forBanks(gift.name)];
  lines.push(electronicFormatIBAN(gift.iban) ?? gift.iban, "", "", "", forBanks(gift.reference ?? ""));
  return lines.join("\n").trimEnd();
}

// The EEA, whose banking apps scan the EPC's code; not CH (Swiss QR-bill), GB, MC, SM, AD or VA.
const EPC_COUNTRIES = new Set([
  ..."AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "),
  ..."IS LI NO".split(" "),
  ..."AX GF GP MQ RE YT MF".split(" "),
]);

const readsEpc = (iban: string) => EPC_COUNTRIES.has(iban.slice(0, 2).toUpperCase());

/**
 * What a way to give's QR code holds, and at which error correction: an EEA IBAN's is the EPC's credit
 * transfer and Pix's its EMV code, at the M those ask for; anything else (a page, a number) as text, at L.
 */
export function qrCodeOf(gift: Gift): { value: string; ecc: "L" | "M" } {
  switch (gift.kind) {
    case "iban": {
      const iban = electronicFormatIBAN(gift.iban) ?? gift.iban;
      // The EPC's code is for a transfer in euros; elsewhere a phone's camera offers to copy the IBAN.
      const inEuros = (gift.currency ?? "EUR").toUpperCase() === "EUR";
      return readsEpc(iban) && inEuros ? { value: epcPayload(gift), ecc: "M" } : { value: iban, ecc: "L" };
    }
    case "pix":
      return { value: pixPayload(gift), ecc: "M" };
    case "clabe":
      return { value: gift.clabe.replace(/\s/g, ""), ecc: "L" };
    case "account":
      return { value: gift.number.replace(/[\s-]/g, ""), ecc: "L" };
    case "link":
      return { value: gift.url, ecc: "L" };
    case "zelle":
      return { value: gift.contact, ecc: "L" };
    default:
      // A number app's phone number, or a page app's page.
      return { value: "phone" in gift ? gift.phone : PAGE_APPS[gift.kind].page(gift.handle), ecc: "L" };
  }
}

export function qrRows(gift: Gift): string[] {
  const { value, ecc } = qrCodeOf(gift);
  return encode(value, { border: 0, ecc }).data.map((row) => row.map((dark) => (dark ? "1" : "0")).join(""));
}
