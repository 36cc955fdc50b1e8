// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLaidByShape, waysOfThreeShapes } from "../../tests/support/gift-ways";
import { DICTIONARIES } from "../words";
import { InLocale, testLocale } from "../ui/test-locale";
import { RegistrySection } from "./RegistrySection";

const words = DICTIONARIES.pl;

describe("RegistrySection", () => {
  const gifts = waysOfThreeShapes(words.gifts, { iban: "PL61109010140000071219812874", name: "Kasia i Tomek" });
  const page = () => {
    const { container, getByText } = render(
      <InLocale locale={testLocale("pl")}>
        <RegistrySection text="Wasza obecność jest dla nas najważniejsza." gifts={gifts} />
      </InLocale>,
    );
    return { container, cardOf: (service: string) => getByText(service, { selector: "dt" }).parentElement };
  };

  it("sets cards of one shape on shared rows, and those alone in their shape side by side, each on its own", () => {
    expectLaidByShape(gifts, page().cardOf);
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
