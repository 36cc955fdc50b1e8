import {
  countrySpecs,
  isValidBIC,
  electronicFormatIBAN,
  friendlyFormatIBAN,
  validateIBAN,
  ValidationErrorsIBAN,
} from "ibantools";
import { z } from "zod";
import { nearMiss } from "../near-miss.server";
import { about, httpsUrl, kindOf, required, strictObject } from "../fields.server";
import type { LocalText } from "../local-text.server";
import { NUMBER_APPS, PAGE_APPS } from "./services.server";

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
  "account",
  "link",
] as const;

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

const IBAN_PROBLEMS: Partial<Record<ValidationErrorsIBAN, string>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: "starts with no country's code: an IBAN starts with two letters, such as PT",
  [ValidationErrorsIBAN.WrongBBANLength]: "has too few or too many characters for its country",
  [ValidationErrorsIBAN.WrongBBANFormat]: "is not written as an IBAN of its country is",
  [ValidationErrorsIBAN.ChecksumNotNumber]: "has letters where its check digits go (the third and fourth characters)",
  [ValidationErrorsIBAN.WrongIBANChecksum]: "the check digits do not match",
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: "the check digits do not match",
};

/**
 * The countries whose code before `digits` makes a valid IBAN: a bank's app may show an account without it
 * (Poland's NRB is its IBAN's digits).
 */
const countriesBefore = (digits: string) =>
  /^\d{10,}$/.test(digits)
    ? Object.keys(countrySpecs).filter((country) => validateIBAN(`${country}${digits}`).valid)
    : [];

function ibanProblem(iban: string): string | undefined {
  const electronic = electronicFormatIBAN(iban) ?? "";
  const { valid, errorCodes } = validateIBAN(electronic);
  if (valid) return undefined;
  const [country, ...others] = countriesBefore(electronic);
  if (country && others.length === 0)
    return `${iban.trim()}: starts with no country's code; with ${country} before it, it is the IBAN ${friendlyFormatIBAN(`${country}${electronic}`)}: write it so`;
  const why = IBAN_PROBLEMS[errorCodes[0]] ?? "is not an IBAN";
  return `${friendlyFormatIBAN(electronic) ?? iban}: ${why}; copy it again from your bank`;
}

function pageApp<Kind extends keyof typeof PAGE_APPS>(kind: Kind) {
  const app = PAGE_APPS[kind];
  return about(
    strictObject({
      kind: z.literal(kind),
      handle: about(required(`a ${app.service} name`).regex(app.handle, app.says), `Your ${app.service} name`),
    }),
    app.service,
  );
}

function numberApp<Kind extends Exclude<keyof typeof NUMBER_APPS, "zelle">>(kind: Kind) {
  const { service } = NUMBER_APPS[kind];
  return about(
    strictObject({
      kind: z.literal(kind),
      phone: about(
        required("a phone number")
          .regex(PHONE, {
            error: `must be the phone number registered with ${service}, such as +351 912 345 678`,
            abort: true,
          })
          // Nine digits at least, the shortest national number a payment app takes, whatever sets them apart.
          .refine(
            (phone) => phone.replace(/\D/g, "").length >= 9,
            `must be the phone number registered with ${service}, such as +351 912 345 678`,
          ),
        `The phone number registered with ${service}`,
      ),
    }),
    service,
  );
}

/** The account holder's name, as the bank has it: a transfer to another name may be refused. */
const holder = (t: z.ZodType<string, LocalText>) =>
  t.refine((name) => name.length <= 70, "must be at most 70 characters, as a bank transfer takes");

/** What a transfer may carry beside the account: the guests' reference for it, and the account's currency. */
const transferExtras = (t: z.ZodType<string, LocalText>) => ({
  reference: t.refine((reference) => reference.length <= 140, "must be at most 140 characters").optional(),
  /** The account's currency, where guests abroad should know it: its three letters. */
  currency: required("a currency")
    .refine(
      (code) => Intl.supportedValuesOf("currency").includes(code.toUpperCase()),
      "must be the account's currency in its three letters, such as EUR, PLN or USD",
    )
    .optional(),
});

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
      about(
        strictObject({
          kind: z.literal("zelle"),
          contact: about(
            required("an email or phone").regex(new RegExp(`(${EMAIL.source})|(${PHONE.source})`), {
              error: "must be the email address or phone number registered with Zelle",
            }),
            "The email or phone number registered with Zelle",
          ),
        }),
        NUMBER_APPS.zelle.service,
      ),
      numberApp("mbway"),
      numberApp("bizum"),
      numberApp("swish"),
      numberApp("blik"),
      numberApp("twint"),
      numberApp("bit"),
      numberApp("whish"),
      numberApp("payconiq"),
      numberApp("satispay"),
      about(
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
        "Pix",
      ),
      about(
        strictObject({
        kind: z.literal("clabe"),
        name: t,
        clabe: required("a CLABE").refine(
          isClabe,
          "must be your CLABE, the 18 digits of a Mexican account, such as 032 180 00011835971 9; copy it again from your bank",
        ),
        reference: t.refine((reference) => reference.length <= 40, "must be at most 40 characters").optional(),
      }),
        "A Mexican account (CLABE)",
      ),
      about(
        strictObject({
        kind: z.literal("iban"),
        name: holder(t),
        iban: required("an IBAN").refine((iban) => ibanProblem(iban) === undefined, {
          error: (issue) => ibanProblem(String(issue.input)),
        }),
        bic: required("a BIC")
          .refine(
            (bic) => isValidBIC(bic.replace(/\s/g, "").toUpperCase()),
            "must be a BIC (SWIFT code), such as CGDIPTPL",
          )
          .optional(),
        ...transferExtras(t),
      }),
        "A bank transfer (IBAN)",
      ),
      // An account where banks use no IBAN (the UK's sort code, the US's routing number, India's IFSC).
      about(
        strictObject({
        kind: z.literal("account"),
        name: holder(t),
        number: required("an account number").regex(
          /^\d[\d -]{2,32}\d$/,
          "must be the account's number as your bank shows it: digits, with spaces or dashes if you like, such as 31926819",
        ),
        /** What a guest's bank asks beside the number, each by its name there: { term: "Sort code", value: "20-00-00" }. */
        details: z
          .array(strictObject({ term: t, value: required("the value").max(40, "must be at most 40 characters") }))
          .max(4, "must list at most four details beside the number: what a guest's bank asks for")
          .optional(),
        ...transferExtras(t),
      }),
        "A bank account without an IBAN (a sort code, a routing number)",
      ),
      about(
        strictObject({
          kind: z.literal("link"),
          label: about(t, "What the link says", undefined, "Our gift list"),
          url: about(httpsUrl, "Where it goes", "A gift list or a fund's page.", "https://example.com/our-list"),
        }),
        "A link (a gift list, a fund)",
      ),
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
        const guess = nearMiss(kind, GIFT_KINDS);
        return guess
          ? `"${kind}" is not a way to give the site knows; did you mean "${guess}"? (the kinds are ${kinds})`
          : `"${kind}" is not a way to give the site knows (the kinds are ${kinds}); for another way, give a link, or say it in registry.text`;
      },
    },
  );

export type Gift = z.infer<ReturnType<typeof giftSchema>>;
