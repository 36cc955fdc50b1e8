import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-css";

const HEAD =
  '<head><link rel="stylesheet" href="/assets/root-a1.css"/><link rel="stylesheet" href="/assets/gamer-b2.css"/></head>';
const SHEETS: Record<string, string> = {
  "/assets/root-a1.css": "body{margin:0}",
  "/assets/gamer-b2.css": "@media (width<40rem){.a{b:c}}",
};

describe("inlineStylesheets", () => {
  it("puts each linked stylesheet inline and keeps its link, disabled, for React to hydrate", () => {
    expect(inlineStylesheets(HEAD, (href) => SHEETS[href])).toBe(
      "<head>" +
        '<style data-href="/assets/root-a1.css">body{margin:0}</style><link rel="stylesheet" href="/assets/root-a1.css" disabled>' +
        '<style data-href="/assets/gamer-b2.css">@media (width<40rem){.a{b:c}}</style><link rel="stylesheet" href="/assets/gamer-b2.css" disabled>' +
        "</head>",
    );
  });

  it("leaves a page without stylesheets as it is", () => {
    expect(inlineStylesheets("<head></head>", () => "")).toBe("<head></head>");
  });

  it("refuses CSS that would end the <style> element early", () => {
    expect(() => inlineStylesheets(HEAD, () => "a{content:'</style>'}")).toThrow(/root-a1\.css contains "<\/style"/);
  });
});
