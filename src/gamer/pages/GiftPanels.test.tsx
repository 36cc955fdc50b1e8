import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { giftWay } from "../../content/gifts.server";
import { DICTIONARIES } from "../../words";
import { InLocale, testLocale } from "../../ui/test-locale";
import { GiftPanels } from "./GiftPanels";

const words = DICTIONARIES.ar;

describe("GiftPanels", () => {
  const gifts = [
    giftWay({ kind: "iban", iban: "LB62099900000001001901229114", name: "ليلى وكنجي", bic: "BLOMLBBX" }, words.gifts),
    giftWay({ kind: "blik", phone: "+48 601 234 567" }, words.gifts),
    giftWay({ kind: "zelle", contact: "+1 555 0100" }, words.gifts),
    giftWay({ kind: "link", label: "صندوق شهر العسل", url: "https://example.com/honeymoon" }, words.gifts),
  ];
  const page = () => {
    const { container, getByText } = render(
      <InLocale locale={testLocale("ar")}>
        <GiftPanels gifts={gifts} />
      </InLocale>,
    );
    return { container, panelOf: (service: string) => getByText(service, { selector: "h2" }).parentElement };
  };

  it("sets panels of one shape on shared rows, and those alone in their shape side by side, each on its own", () => {
    const { panelOf } = page();
    const [iban, blik, zelle, link] = gifts.map((gift) => panelOf(gift.service));
    expect(blik?.parentElement).toBe(zelle?.parentElement);
    expect(blik?.className).toMatch(/grid-rows-subgrid/);
    expect(iban?.parentElement).toBe(link?.parentElement);
    expect(iban?.parentElement).not.toBe(blik?.parentElement);
    for (const alone of [iban, link]) expect(alone?.className).not.toMatch(/grid-rows-subgrid/);
  });

  it("underlines a link's label, as the game's other links are, and keeps a copy a button", () => {
    const { panelOf } = page();
    const link = panelOf(gifts[3].service)?.querySelector("a");
    expect(link?.textContent).toContain(words.gifts.openPage);
    expect(link?.className).toMatch(/\bunderline\b/);
    expect(panelOf(gifts[1].service)?.querySelector("button")?.className).not.toMatch(/\bunderline\b/);
  });
});
