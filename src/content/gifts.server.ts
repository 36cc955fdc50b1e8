import { electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, validateIBAN, ValidationErrorsIBAN } from "ibantools";
import { encode } from "uqr";
import { z } from "zod";
import { closest } from "fastest-levenshtein";
import { httpsUrl, kindOf, required, strictObject } from "./fields.server";
import type { LocalText } from "./local-text.server";
import type { SiteWords } from "../words";
import { fill } from "../words/fill";
import { untypeset } from "./typeset.server";

const PAGE_APPS = {
  venmo: {
    service: "Venmo",
    handle: /^@[A-Za-z0-9_-]{5,30}$/,
    says: "must be a Venmo username starting with @, such as @alex-jordan",
    page: (handle: string) => `https://venmo.com/u/${encodeURIComponent(handle.replace(/^@/, ""))}`,
  },
  paypal: {
    service: "PayPal",
    handle: /^[A-Za-z0-9]{1,20}$/,
    says: "must be your PayPal.me name, the letters after paypal.me/, such as AlexAndJordan",
    page: (handle: string) => `https://paypal.me/${handle}`,
  },
  revolut: {
    service: "Revolut",
    handle: /^@?[A-Za-z0-9._-]{3,32}$/,
    says: "must be your Revtag, such as @alexjordan",
    page: (handle: string) => `https://revolut.me/${handle.replace(/^@/, "")}`,
  },
  wise: {
    service: "Wise",
    handle: /^[A-Za-z0-9._-]{3,40}$/,
    says: "must be your Wisetag, the letters after wise.com/pay/me/, such as alexj42",
    page: (handle: string) => `https://wise.com/pay/me/${handle}`,
  },
  cashapp: {
    service: "Cash App",
    handle: /^\$[A-Za-z][A-Za-z0-9_]{0,19}$/,
    says: "must be your $Cashtag, such as $AlexJordan",
    page: (handle: string) => `https://cash.app/${handle}`,
  },
  monzo: {
    service: "Monzo",
    handle: /^[A-Za-z0-9._-]{3,40}$/,
    says: "must be your Monzo.me name, the letters after monzo.me/, such as alexjordan",
    page: (handle: string) => `https://monzo.me/${handle}`,
  },
} as const;

const NUMBER_APPS = {
  zelle: { service: "Zelle" },
  mbway: { service: "MB WAY" },
  bizum: { service: "Bizum" },
  swish: { service: "Swish" },
  blik: { service: "BLIK" },
  twint: { service: "TWINT" },
  bit: { service: "Bit" },
  whish: { service: "Whish" },
  payconiq: { service: "Payconiq" },
} as const;

const PHONE = /^\+?[\d\s().-]{9,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A Pix key as Brazil's central bank writes it in a payment: a CPF or CNPJ's digits, a +55 phone, an email, a random key. */
export function pixKey(key: string): string | undefined {
  const digits = key.replace(/[\s./()-]/g, "");
  if (/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(key) || /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/.test(key)) return digits;
  if (/^\+55\d{10,11}$/.test(digits)) return digits;
  if (EMAIL.test(key)) return key.toLowerCase();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return key.toLowerCase();
  return undefined;
}

export const GIFT_KINDS = [
  ...Object.keys(PAGE_APPS),
  ...Object.keys(NUMBER_APPS),
  "pix",
  "clabe",
  "iban",
  "link",
] as const;

const IBAN_PROBLEMS: Partial<Record<ValidationErrorsIBAN, string>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: "starts with no country's code: an IBAN starts with two letters, such as PT",
  [ValidationErrorsIBAN.WrongBBANLength]: "has too few or too many characters for its country",
  [ValidationErrorsIBAN.WrongBBANFormat]: "is not written as an IBAN of its country is",
  [ValidationErrorsIBAN.ChecksumNotNumber]: "has letters where its check digits go (the third and fourth characters)",
  [ValidationErrorsIBAN.WrongIBANChecksum]: "the check digits do not match",
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: "the check digits do not match",
};

function ibanProblem(iban: string): string | undefined {
  const electronic = electronicFormatIBAN(iban) ?? "";
  const { valid, errorCodes } = validateIBAN(electronic);
  if (valid) return undefined;
  const why = IBAN_PROBLEMS[errorCodes[0]] ?? "is not an IBAN";
  return `${friendlyFormatIBAN(electronic) ?? iban}: ${why}; copy it again from your bank`;
}

function pageApp<Kind extends keyof typeof PAGE_APPS>(kind: Kind) {
  const app = PAGE_APPS[kind];
  return strictObject({ kind: z.literal(kind), handle: required(`a ${app.service} name`).regex(app.handle, app.says) });
}

function numberApp<Kind extends Exclude<keyof typeof NUMBER_APPS, "zelle">>(kind: Kind) {
  const { service } = NUMBER_APPS[kind];
  return strictObject({
    kind: z.literal(kind),
    phone: required("a phone number").regex(
      PHONE,
      `must be the phone number registered with ${service}, such as +351 912 345 678`,
    ),
  });
}

/** One way to give: `kind` says which; its texts (a link's label, a reference) are read by `t`. */
export const giftSchema = (t: z.ZodType<string, LocalText>) =>
  z.discriminatedUnion(
    "kind",
    [
      pageApp("venmo"),
      pageApp("paypal"),
      pageApp("revolut"),
      pageApp("wise"),
      pageApp("cashapp"),
      pageApp("monzo"),
      strictObject({
        kind: z.literal("zelle"),
        contact: required("an email or phone").regex(new RegExp(`(${EMAIL.source})|(${PHONE.source})`), {
          error: "must be the email address or phone number registered with Zelle",
        }),
      }),
      numberApp("mbway"),
      numberApp("bizum"),
      numberApp("swish"),
      numberApp("blik"),
      numberApp("twint"),
      numberApp("bit"),
      numberApp("whish"),
      numberApp("payconiq"),
      strictObject({
        kind: z.literal("pix"),
        key: required("a Pix key").refine(
          (key) => pixKey(key) !== undefined,
          "must be your Pix key: a CPF or CNPJ, a phone number starting +55, an email or a random key",
        ),
        /** The name the key is registered to, and its city: a bank app shows them before the guest pays. */
        name: t,
        city: required("your city"),
      }),
      strictObject({
        kind: z.literal("clabe"),
        name: t,
        clabe: required("a CLABE").refine(
          isClabe,
          "must be your CLABE, the 18 digits of a Mexican account, such as 032 180 00011835971 9; copy it again from your bank",
        ),
        reference: t.refine((reference) => reference.length <= 40, "must be at most 40 characters").optional(),
      }),
      strictObject({
        kind: z.literal("iban"),
        /** The account holder's name, as the bank has it: a transfer to another name may be refused. */
        name: t.refine((name) => name.length <= 70, "must be at most 70 characters, as a bank transfer takes"),
        iban: required("an IBAN").refine((iban) => ibanProblem(iban) === undefined, {
          error: (issue) => ibanProblem(String(issue.input)),
        }),
        bic: required("a BIC")
          .refine(
            (bic) => isValidBIC(bic.replace(/\s/g, "").toUpperCase()),
            "must be a BIC (SWIFT code), such as CGDIPTPL",
          )
          .optional(),
        reference: t.refine((reference) => reference.length <= 140, "must be at most 140 characters").optional(),
        /** The account's currency, where guests abroad should know it: its three letters. */
        currency: required("a currency")
          .refine(
            (code) => Intl.supportedValuesOf("currency").includes(code.toUpperCase()),
            "must be the account's currency in its three letters, such as EUR, PLN or USD",
          )
          .optional(),
      }),
      strictObject({ kind: z.literal("link"), label: t, url: httpsUrl }),
    ],
    {
      error: (issue) => {
        const kinds = GIFT_KINDS.join(", ");
        // A value that is no block at all: zod raises it, though its types for a union's issues leave it out.
        if ((issue.code as string) === "invalid_type") {
          return issue.input === undefined
            ? "is missing: a block { kind, … } for one way to give"
            : `must be a block { kind, … } for one way to give, not ${kindOf(issue.input)}`;
        }
        if (issue.code !== "invalid_union") return undefined;
        const kind = (issue.input as { kind?: unknown }).kind;
        if (typeof kind !== "string") return `is missing; it says which way to give this is: ${kinds}`;
        return `"${kind}" is not a way to give the site knows; did you mean "${closest(kind, [...GIFT_KINDS])}"? (the kinds are ${kinds})`;
      },
    },
  );

export type Gift = z.infer<ReturnType<typeof giftSchema>>;

export type GiftWay = {
  service: string;
  /** `service` is the couple's label, set as they wrote it: never in capitals. */
  ownLabel?: true;
  onCard: string;
  action: { open: string; says: string; about?: string } | { copy: string; what: string };
  details: { term: string; value: string }[];
  /** The QR code's rows of modules, "1" dark, drawn by the page (src/ui/gifts/QrCode.tsx). */
  qr: string[];
};

/** Whether a CLABE's 18 digits end with its check digit: the others weighted 3, 7, 1 in turn, modulo 10. */
export function isClabe(clabe: string): boolean {
  const digits = clabe.replace(/\s/g, "");
  if (!/^\d{18}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 17)].reduce(
    (total, digit, index) => total + ((Number(digit) * [3, 7, 1][index % 3]) % 10),
    0,
  );
  return (10 - (sum % 10)) % 10 === Number(digits[17]);
}

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

/** Plain letters for a bank app, at most `most`: "São Paulo" is "Sao Paulo". */
const plainAscii = (text: string, most: number) =>
  untypeset(text)
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
  // The name and reference as the couple wrote them, not as the page sets them: a bank reads them.
  const lines = ["BCD", "002", "1", "SCT", gift.bic?.replace(/\s/g, "").toUpperCase() ?? "", untypeset(gift.name)];
  lines.push(electronicFormatIBAN(gift.iban) ?? gift.iban, "", "", "", untypeset(gift.reference ?? ""));
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
    case "link":
      return { value: gift.url, ecc: "L" };
    case "zelle":
      return { value: gift.contact, ecc: "L" };
    default:
      // A number app's phone number, or a page app's page.
      return { value: "phone" in gift ? gift.phone : PAGE_APPS[gift.kind].page(gift.handle), ecc: "L" };
  }
}

function qrRows(gift: Gift): string[] {
  const { value, ecc } = qrCodeOf(gift);
  return encode(value, { border: 0, ecc }).data.map((row) => row.map((dark) => (dark ? "1" : "0")).join(""));
}

export function giftWay(gift: Gift, words: SiteWords["gifts"]): GiftWay {
  return { ...wayOf(gift, words), qr: qrRows(gift) };
}

function wayOf(gift: Gift, words: SiteWords["gifts"]): Omit<GiftWay, "qr"> {
  switch (gift.kind) {
    case "iban": {
      const iban = electronicFormatIBAN(gift.iban) ?? gift.iban;
      const details = [
        { term: words.name, value: gift.name },
        ...(gift.bic ? [{ term: words.bic, value: gift.bic }] : []),
        ...(gift.reference ? [{ term: words.reference, value: gift.reference }] : []),
        ...(gift.currency ? [{ term: words.currency, value: gift.currency.toUpperCase() }] : []),
      ];
      return {
        service: words.bankTransfer,
        onCard: friendlyFormatIBAN(iban) ?? iban,
        action: { copy: iban, what: words.iban },
        details,
      };
    }
    case "pix":
      return {
        service: "Pix",
        onCard: gift.key,
        action: { copy: pixKey(gift.key) ?? gift.key, what: fill(words.key, { service: "Pix" }) },
        details: [{ term: words.name, value: gift.name }],
      };
    case "clabe": {
      const clabe = gift.clabe.replace(/\s/g, "");
      return {
        service: words.bankTransfer,
        // The bank's three digits, the place's three, the account's eleven and the check digit, as Mexican banks print it.
        onCard: `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`,
        action: { copy: clabe, what: "CLABE" },
        details: [
          { term: words.name, value: gift.name },
          ...(gift.reference ? [{ term: words.reference, value: gift.reference }] : []),
        ],
      };
    }
    case "link":
      return {
        service: gift.label,
        ownLabel: true,
        onCard: "",
        action: { open: gift.url, says: words.openPage, about: gift.label },
        details: [],
      };
    case "zelle":
      return {
        service: "Zelle",
        onCard: gift.contact,
        action: { copy: gift.contact, what: fill(words.contact, { service: "Zelle" }) },
        details: [],
      };
    case "mbway":
    case "bizum":
    case "swish":
    case "blik":
    case "twint":
    case "bit":
    case "whish":
    case "payconiq":
      return {
        service: NUMBER_APPS[gift.kind].service,
        onCard: gift.phone,
        action: { copy: gift.phone, what: fill(words.number, { service: NUMBER_APPS[gift.kind].service }) },
        details: [],
      };
    default: {
      const { page: pageOf, service } = PAGE_APPS[gift.kind];
      const page = pageOf(gift.handle);
      return {
        service,
        onCard: gift.handle,
        action: { open: page, says: fill(words.open, { service }) },
        details: [],
      };
    }
  }
}
