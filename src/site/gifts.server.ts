import { domainToUnicode } from "node:url";
import { electronicFormatIBAN, friendlyFormatIBAN } from "ibantools";
import type { SiteWords } from "../words";
import { fill } from "../words/fill";
import { qrRows } from "../content/gifts/qr-code.server";
import { pixKey, type Gift } from "../content/gifts/schema.server";
import { NUMBER_APPS, PAGE_APPS } from "../content/gifts/services.server";

export type GiftWay = {
  /** The service's name, or a link's site ("zola.com"), over what the guest reads of it. */
  service: string;
  /** A link's own name, as the couple wrote it, where another way shows its handle. */
  label?: string;
  onCard: string;
  action: { open: string; says: string; about?: string } | { copy: string; what: string };
  details: { term: string; value: string }[];
  /** The QR code's rows of modules, "1" dark, drawn by the page (src/ui/gifts/QrCode.tsx). */
  qr: string[];
  /**
   * Its name as the page says it aloud, in its QR code's: the service, and what
   * it shows where the couple gives two of one service ("Cash App $anna").
   */
  spoken: string;
};

/**
 * The ways to give, in the couple's order. Where two share a service, each
 * one's link, copy button and QR code say its account too, so a guest who
 * listens to the page can tell them apart. Each QR code holds its gift as
 * `written` has it, the same gifts as the couple wrote them: a bank reads it.
 */
export function giftWays(gifts: readonly Gift[], words: SiteWords["gifts"], written = gifts): GiftWay[] {
  const ways = gifts.map((gift, index) => ({ ...wayOf(gift, words), qr: qrRows(written[index]) }));
  return ways.map((way) => {
    const own = way.label ?? way.onCard;
    const twice = own !== "" && ways.filter(({ service }) => service === way.service).length > 1;
    if (!twice) return { ...way, spoken: way.label ?? way.service };
    const action =
      "open" in way.action
        ? { ...way.action, about: way.action.about ?? way.onCard }
        : { ...way.action, what: `${way.action.what} ${way.onCard}` };
    return { ...way, action, spoken: `${way.service} ${own}` };
  });
}

/** A transfer's reference and currency, where the couple give them, after the account's own details. */
function transferExtras(gift: { reference?: string; currency?: string }, words: SiteWords["gifts"]) {
  return [
    ...(gift.reference ? [{ term: words.reference, value: gift.reference }] : []),
    ...(gift.currency ? [{ term: words.currency, value: gift.currency.toUpperCase() }] : []),
  ];
}

function wayOf(gift: Gift, words: SiteWords["gifts"]): Omit<GiftWay, "qr" | "spoken"> {
  switch (gift.kind) {
    case "iban": {
      const iban = electronicFormatIBAN(gift.iban) ?? gift.iban;
      const details = [
        { term: words.name, value: gift.name },
        ...(gift.bic ? [{ term: words.bic, value: gift.bic }] : []),
        ...transferExtras(gift, words),
      ];
      return {
        service: words.bankTransfer,
        onCard: friendlyFormatIBAN(iban) ?? iban,
        action: { copy: iban, what: words.iban },
        details,
      };
    }
    case "account":
      return {
        service: words.bankTransfer,
        onCard: gift.number,
        // Its digits alone, as a banking app's field takes them.
        action: { copy: gift.number.replace(/[\s-]/g, ""), what: words.accountNumber },
        details: [{ term: words.name, value: gift.name }, ...(gift.details ?? []), ...transferExtras(gift, words)],
      };
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
        // As a guest reads it: "bücher.de", not its punycode.
        service: domainToUnicode(new URL(gift.url).hostname).replace(/^www\./, ""),
        label: gift.label,
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
    default: {
      if ("phone" in gift) {
        const { service } = NUMBER_APPS[gift.kind];
        return {
          service,
          onCard: gift.phone,
          action: { copy: gift.phone, what: fill(words.number, { service }) },
          details: [],
        };
      }
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
