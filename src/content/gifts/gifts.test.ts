import { composeIBAN, friendlyFormatIBAN, getCountrySpecifications, isValidIBAN } from "ibantools";
import { describe, expect, it } from "vitest";
import { epcPayload, pixPayload, qrCodeOf } from "./qr-code.server";
import { giftSchema, isClabe, pixKey, type Gift } from "./schema.server";
import { giftWays } from "../../site/gifts.server";
import { formatPath } from "../schema.server";
import { localText } from "../local-text.server";
import { en } from "../../words/en";

const gift = giftSchema(localText(["en"], "en"));
/** A way to give as the pages show it in English. */
const giftWay = (given: Gift) => giftWays([given], en.gifts)[0];

/** What the build says of one way to give, as `gifts[0]` in the content. */
function problems(given: unknown): string[] {
  const result = gift.safeParse(given);
  return result.success ? [] : result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

const IBAN: Gift = {
  kind: "iban",
  name: "Marisa Fernanda Oliveira",
  iban: "pt50 0002 0123 1234 5678 9015 4",
  bic: "CGDIPTPL",
  reference: "Casamento Marisa e Sam",
};

/** A valid IBAN of `country`, its account digits drawn from a seeded stream until its checksums hold. */
function ibanOf(country: string): string {
  const groups = [...(getCountrySpecifications()[country].bban_regexp ?? "").matchAll(/\[([^\]]+)\]\{(\d+)\}/g)];
  for (let seed = 1; seed < 10_000; seed++) {
    let state = seed;
    const digit = () => (state = (state * 48271) % 2147483647) % 10;
    const character = (set: string) => (set === "A-Z" ? "ABCDEFGHIJ"[digit()] : String(digit()));
    const bban = groups.map(([, set, count]) => Array.from({ length: Number(count) }, () => character(set)).join(""));
    const iban = composeIBAN({ countryCode: country, bban: bban.join("") });
    if (iban && isValidIBAN(iban)) return iban;
  }
  throw new Error(`no IBAN of ${country} found`);
}

describe("each way to give, as a guest's phone uses it", () => {
  it("an app's page opens from its handle", () => {
    const pages: [Gift, string][] = [
      [{ kind: "venmo", handle: "@alex-jordan" }, "https://venmo.com/u/alex-jordan"],
      [{ kind: "paypal", handle: "AlexAndJordan" }, "https://paypal.me/AlexAndJordan"],
      [{ kind: "revolut", handle: "@alexjordan" }, "https://revolut.me/alexjordan"],
      [{ kind: "wise", handle: "alexj42" }, "https://wise.com/pay/me/alexj42"],
      [{ kind: "cashapp", handle: "$AlexJordan" }, "https://cash.app/$AlexJordan"],
      [{ kind: "monzo", handle: "alexjordan" }, "https://monzo.me/alexjordan"],
    ];
    for (const [gift, page] of pages) {
      expect(problems(gift)).toEqual([]);
      const way = giftWay(gift);
      expect(way.action).toEqual({ open: page, says: `Open ${way.service}` });
      expect(qrCodeOf(gift).value).toBe(page);
    }
  });

  it("a number is copied into the app, and named for it", () => {
    const way = giftWay({ kind: "mbway", phone: "+351 912 345 678" });
    expect(way).toMatchObject({
      service: "MB WAY",
      onCard: "+351 912 345 678",
      action: { copy: "+351 912 345 678", what: "MB WAY number" },
    });
    for (const [kind, service] of [
      ["twint", "TWINT"],
      ["bit", "Bit"],
      ["whish", "Whish"],
    ] as const)
      expect(giftWay({ kind, phone: "+961 3 123 456" })).toMatchObject({ service, onCard: "+961 3 123 456" });
    // Its QR code holds the number itself, for a phone's camera to copy.
    expect(qrCodeOf({ kind: "blik", phone: "+48 600 700 800" })).toEqual({ value: "+48 600 700 800", ecc: "L" });
    expect(giftWay({ kind: "zelle", contact: "a@example.com" }).action).toEqual({
      copy: "a@example.com",
      what: "Zelle contact",
    });
  });

  it("two accounts of one service say their accounts aloud, one service alone its name", () => {
    const ways = giftWays(
      [
        { kind: "cashapp", handle: "$Anna" },
        { kind: "zelle", contact: "a@example.com" },
        { kind: "cashapp", handle: "$Ben" },
        { kind: "bizum", phone: "+34 612 345 678" },
        { kind: "bizum", phone: "+34 698 765 432" },
      ],
      en.gifts,
    );
    expect(ways.map(({ spoken }) => spoken)).toEqual([
      "Cash App $Anna",
      "Zelle",
      "Cash App $Ben",
      "Bizum +34 612 345 678",
      "Bizum +34 698 765 432",
    ]);
    expect(ways[0].action).toMatchObject({ says: "Open Cash App", about: "$Anna" });
    expect(ways[1].action).toEqual({ copy: "a@example.com", what: "Zelle contact" });
    expect(ways[4].action).toMatchObject({ what: "Bizum number +34 698 765 432" });
  });

  it("an IBAN shows in groups of four, copies without spaces, and its QR code is the EPC's transfer", () => {
    const way = giftWay(IBAN);
    expect(way.onCard).toBe("PT50 0002 0123 1234 5678 9015 4");
    expect(way.action).toEqual({ copy: "PT50000201231234567890154", what: "IBAN" });
    expect(way.details).toEqual([
      { term: "Name", value: "Marisa Fernanda Oliveira" },
      { term: "BIC", value: "CGDIPTPL" },
      { term: "Reference", value: "Casamento Marisa e Sam" },
    ]);
    expect(epcPayload(IBAN).split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "CGDIPTPL",
      "Marisa Fernanda Oliveira",
      "PT50000201231234567890154",
      "",
      "",
      "",
      "Casamento Marisa e Sam",
    ]);
    expect(qrCodeOf(IBAN).value).toBe(epcPayload(IBAN));
    // Without a BIC or a reference, the lines after the IBAN are left out.
    expect(epcPayload({ kind: "iban", name: "A", iban: IBAN.iban })).toBe(
      "BCD\n002\n1\nSCT\n\nA\nPT50000201231234567890154",
    );
  });

  it("an IBAN's QR code is the EPC's transfer where its banks read one, and the IBAN as text elsewhere", () => {
    // The EEA, its regions with codes of their own, and SEPA's other members, whose apps read no EPC code.
    const reads = ["PT", "DE", "PL", "FR", "ES", "NO", "IS", "LI", "AX", "RE"];
    const readsNot = ["CH", "GB", "MC", "SM", "AD", "VA", "IL", "TR"];
    for (const country of [...reads, ...readsNot]) {
      const iban = ibanOf(country);
      const gift: Gift = { kind: "iban", name: "Noa Levi", iban: (friendlyFormatIBAN(iban) ?? iban).toLowerCase() };
      expect(problems(gift)).toEqual([]);
      const way = giftWay(gift);
      expect(way.action, country).toEqual({ copy: iban, what: en.gifts.iban });
      expect(qrCodeOf(gift).value, country).toBe(reads.includes(country) ? epcPayload(gift) : iban);
    }
  });

  it("a registry link opens, named by the couple's label under the site it leads to", () => {
    const way = giftWay({ kind: "link", label: "Honeymoon fund", url: "https://www.example.org/fund" });
    expect(way).toMatchObject({
      service: "example.org",
      label: "Honeymoon fund",
      onCard: "",
      action: { open: "https://www.example.org/fund", says: "Open the page", about: "Honeymoon fund" },
    });
    expect(giftWay({ kind: "link", label: "Wunschliste", url: "https://xn--bcher-kva.example/liste" }).service).toBe(
      "bücher.example",
    );
  });
});

describe("each way to give is checked for its kind", () => {
  it("an IBAN by its check digits and its country's length", () => {
    expect(problems({ ...IBAN, iban: "PT50 0002 0123 1234 5678 9015 5" })).toEqual([
      "iban: PT50 0002 0123 1234 5678 9015 5: the check digits do not match; copy it again from your bank",
    ]);
    expect(problems({ ...IBAN, iban: "PT50 0002 0123 1234 5678 9015" })).toEqual([
      "iban: PT50 0002 0123 1234 5678 9015: has too few or too many characters for its country; copy it again from your bank",
    ]);
    expect(problems({ ...IBAN, bic: "CGD" })).toEqual(["bic: must be a BIC (SWIFT code), such as CGDIPTPL"]);
  });

  it("an account's digits without their country's code, as a bank's app may show them, with the IBAN they make", () => {
    // Every country whose IBAN is digits alone after its code (Poland's, as its banks' apps show it).
    const digitsOnly = Object.keys(getCountrySpecifications()).filter((country) =>
      /^\^(\[0-9\]\{\d+\})+\$$/.test(getCountrySpecifications()[country].bban_regexp ?? ""),
    );
    expect(digitsOnly).toContain("PL");
    for (const country of digitsOnly) {
      const iban = ibanOf(country);
      const [problem] = problems({ ...IBAN, iban: iban.slice(2) });
      // Another country's code may make an IBAN of the same digits too: then none is offered.
      if (problem.includes("before it"))
        expect(problem, country).toBe(
          `iban: ${iban.slice(2)}: starts with no country's code; with ${country} before it, it is the IBAN ${friendlyFormatIBAN(iban)}: write it so`,
        );
      else expect(problem, country).toContain("starts with no country's code");
    }
    expect(problems({ ...IBAN, iban: ibanOf("PL").slice(2) })[0]).toContain("with PL before it");
  });

  it("a handle, a phone and a link by their forms", () => {
    expect(problems({ kind: "venmo", handle: "alex-jordan" })).toEqual([
      "handle: must be a Venmo username starting with @, such as @alex-jordan",
    ]);
    expect(problems({ kind: "cashapp", handle: "AlexJordan" })).toEqual([
      "handle: must be your $Cashtag, such as $AlexJordan",
    ]);
    expect(problems({ kind: "blik", phone: "601-234-56" })).toEqual([
      "phone: must be the phone number registered with BLIK, such as +351 912 345 678",
    ]);
    expect(problems({ kind: "blik", phone: "call us" })).toEqual([
      "phone: must be the phone number registered with BLIK, such as +351 912 345 678",
    ]);
    expect(problems({ kind: "link", label: "Zola", url: "http://zola.com" })).toEqual(["url: must be an https:// URL"]);
  });

  it("a kind the site does not know, or none, names the kinds", () => {
    expect(problems({ kind: "venm", handle: "@alex-jordan" })[0]).toMatch(
      /^kind: "venm" is not a way to give the site knows; did you mean "venmo"\? \(the kinds are venmo, paypal, .*, iban, account, link\)$/,
    );
    // Another word altogether is no slip: it guesses nothing, and says what to do instead.
    expect(problems({ kind: "cash" })[0]).toMatch(
      /^kind: "cash" is not a way to give the site knows \(the kinds are venmo, .*, link\); for another way, give a link, or say it in registry\.text$/,
    );
    expect(problems({ handle: "@alex-jordan" })[0]).toMatch(
      /^kind: is missing; it says which way to give this is: venmo, paypal, /,
    );
    expect(problems("@alex-jordan")).toEqual([
      ': must be a block { kind, … } for one way to give, not text ("@alex-jordan")',
    ]);
    // A way deleted from the list with its comma left: a hole in it.
    expect(problems(undefined)).toEqual([": is missing: a block { kind, … } for one way to give"]);
    expect(problems({ kind: "venmo", handel: "@alex-jordan" })).toContain(
      ': has "handel", which is not a field here; did you mean "handle"?',
    );
  });
});

describe("Pix", () => {
  it("reads a key as the central bank writes it: a CPF's or CNPJ's digits, a +55 phone, an email, a random key", () => {
    expect(pixKey("123.456.789-09")).toBe("12345678909");
    expect(pixKey("12.345.678/0001-95")).toBe("12345678000195");
    expect(pixKey("+55 (11) 91234-5678")).toBe("+5511912345678");
    expect(pixKey("Noivos@Example.com")).toBe("noivos@example.com");
    expect(pixKey("123E4567-E12B-12D1-A456-426655440000")).toBe("123e4567-e12b-12d1-a456-426655440000");
    expect(pixKey("+351 912 345 678")).toBeUndefined();
  });

  it("makes the central bank's own example of a static BR Code, its CRC included", () => {
    const gift = {
      kind: "pix",
      key: "123e4567-e12b-12d1-a456-426655440000",
      name: "Fulano de Tal",
      city: "BRASILIA",
    } as const;
    expect(pixPayload(gift)).toBe(
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D",
    );
  });

  it("shows the key, copies it as a bank app reads it, and names whom it pays", () => {
    const gift: Gift = { kind: "pix", key: "+55 11 91234-5678", name: "Ana Souza", city: "São Paulo" };
    const way = giftWay(gift);
    expect(way).toMatchObject({
      service: "Pix",
      onCard: "+55 11 91234-5678",
      action: { copy: "+5511912345678", what: "Pix key" },
      details: [{ term: "Name", value: "Ana Souza" }],
    });
    expect(qrCodeOf(gift).value).toContain("6009Sao Paulo");
  });
});

describe("CLABE", () => {
  it("takes 18 digits whose last is their check digit, and refuses a typo", () => {
    expect(isClabe("032180000118359719")).toBe(true);
    expect(isClabe("032 180 00011835971 9")).toBe(true);
    expect(isClabe("032180000118359718")).toBe(false);
    expect(isClabe("03218000011835971")).toBe(false);
  });

  it("shows the account as Mexican banks print it, and copies its digits", () => {
    const way = giftWay({ kind: "clabe", name: "Ana Souza", clabe: "032180000118359719" });
    expect(way).toMatchObject({
      service: "Bank transfer",
      onCard: "032 180 00011835971 9",
      action: { copy: "032180000118359719", what: "CLABE" },
      details: [{ term: "Name", value: "Ana Souza" }],
    });
  });
});

describe("an account where banks use no IBAN", () => {
  const SORT_CODE: Gift = {
    kind: "account",
    name: "Priya & Tom Walsh",
    number: "3192 6819",
    details: [{ term: "Sort code", value: "60-16-13" }],
    reference: "Wedding gift",
    currency: "gbp",
  };

  it("shows its number as the bank prints it, copies its digits, and lists what the bank asks beside it", () => {
    expect(giftWay(SORT_CODE)).toMatchObject({
      service: "Bank transfer",
      onCard: "3192 6819",
      action: { copy: "31926819", what: "account number" },
      details: [
        { term: "Name", value: "Priya & Tom Walsh" },
        { term: "Sort code", value: "60-16-13" },
        { term: "Reference", value: "Wedding gift" },
        { term: "Currency", value: "GBP" },
      ],
    });
    expect(qrCodeOf(SORT_CODE).value).toBe("31926819");
  });

  it("takes digits, spaces and dashes for its number, and at most four details, each named", () => {
    expect(problems(SORT_CODE)).toEqual([]);
    expect(problems({ ...SORT_CODE, number: "GB29 NWBK" })[0]).toMatch(/^number: must be the account's number/);
    const five = Array.from({ length: 5 }, (_, index) => ({ term: `Detail ${index}`, value: "1" }));
    expect(problems({ ...SORT_CODE, details: five })).toEqual([
      "details: must list at most four details beside the number: what a guest's bank asks for",
    ]);
    expect(problems({ ...SORT_CODE, details: [{ value: "026009593" }] })).toEqual(["details[0].term: is required"]);
  });
});

describe("an IBAN's currency", () => {
  const transfer = { kind: "iban", name: "Kasia i Tomek", iban: "PL61109010140000071219812874" } as const;

  it("is named on the card where the couple give it, and the EPC's code, for euros, gives way to the IBAN", () => {
    const inZloty = { ...transfer, currency: "pln" };
    expect(giftWay(inZloty).details).toContainEqual({ term: "Currency", value: "PLN" });
    expect(qrCodeOf(inZloty).value).toBe("PL61109010140000071219812874");
    expect(qrCodeOf(transfer).value).toMatch(/^BCD\n/);
    expect(qrCodeOf({ ...transfer, currency: "EUR" }).value).toMatch(/^BCD\n/);
  });
});
