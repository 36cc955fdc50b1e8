import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { giftWay } from "../content/gifts.server";
import { DICTIONARIES } from "../words";
import { InLocale, testLocale } from "../ui/test-locale";
import { RegistrySection } from "./RegistrySection";

const words = DICTIONARIES.pl;

describe("RegistrySection", () => {
  const gifts = [
    giftWay({ kind: "iban", iban: "PL61109010140000071219812874", name: "Kasia i Tomek" }, words.gifts),
    giftWay({ kind: "blik", phone: "+48 601 234 567" }, words.gifts),
    giftWay({ kind: "zelle", contact: "+1 555 0100" }, words.gifts),
    giftWay({ kind: "link", label: "Fundusz podróży poślubnej", url: "https://example.com/fundusz" }, words.gifts),
  ];
  const page = () => {
    const { container, getByText } = render(
      <InLocale locale={testLocale("pl")}>
        <RegistrySection text="Wasza obecność jest dla nas najważniejsza." gifts={gifts} />
      </InLocale>,
    );
    return { container, cardOf: (service: string) => getByText(service, { selector: "dt" }).parentElement };
  };

  it("sets cards of one shape on shared rows, and those alone in their shape side by side, each on its own", () => {
    const { cardOf } = page();
    const [iban, blik, zelle, link] = gifts.map((gift) => cardOf(gift.service));
    expect(blik?.parentElement).toBe(zelle?.parentElement);
    expect(blik?.className).toMatch(/grid-rows-subgrid/);
    expect(iban?.parentElement).toBe(link?.parentElement);
    expect(iban?.parentElement).not.toBe(blik?.parentElement);
    for (const alone of [iban, link]) expect(alone?.className).not.toMatch(/grid-rows-subgrid/);
  });

  it("sets a link's label as the couple wrote it, and a service's name in the captions' capitals", () => {
    const { cardOf } = page();
    expect(cardOf(gifts[3].service)?.querySelector("dt")?.className).not.toMatch(/caption-caps|uppercase/);
    expect(cardOf(gifts[1].service)?.querySelector("dt")?.className).toMatch(/caption-caps/);
  });

  it("underlines a link's label, as the site's other links are", () => {
    const { cardOf } = page();
    const link = cardOf(gifts[3].service)?.querySelector("a");
    expect(link?.textContent).toContain(words.gifts.openPage);
    expect(link?.className).toMatch(/\bunderline\b/);
  });
});
