/** The apps a guest can give through, by what the couple give: a page a handle opens, or a phone number. */
export const PAGE_APPS = {
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

export const NUMBER_APPS = {
  zelle: { service: "Zelle" },
  mbway: { service: "MB WAY" },
  bizum: { service: "Bizum" },
  swish: { service: "Swish" },
  blik: { service: "BLIK" },
  twint: { service: "TWINT" },
  bit: { service: "Bit" },
  whish: { service: "Whish" },
  payconiq: { service: "Payconiq" },
  satispay: { service: "Satispay" },
} as const;
