/** Intl.Locale's text info: a getter in Node 20's V8, a method in the newer engines and the proposal's final form. */
type WithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
};

export type Direction = "ltr" | "rtl";

/** Which way a language's lines run ("he-IL": "rtl"), from Unicode's data for its script, as Intl knows it. */
export function directionOf(tag: string): Direction {
  const locale = new Intl.Locale(tag) as WithTextInfo;
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === "rtl" ? "rtl" : "ltr";
}
