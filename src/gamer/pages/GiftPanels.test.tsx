// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLaidByShape, waysOfThreeShapes } from "../../../tests/support/gift-ways";
import { DICTIONARIES } from "../../words";
import { InLocale, testLocale } from "../../ui/test-locale";
import { GiftPanels } from "./GiftPanels";

const words = DICTIONARIES.ar;

describe("GiftPanels", () => {
  const gifts = waysOfThreeShapes(words.gifts, {
    iban: "LB62099900000001001901229114",
    name: "ليلى وكنجي",
    bic: "BLOMLBBX",
  });
  const page = () => {
    const { container, getByText } = render(
      <InLocale locale={testLocale("ar")}>
        <GiftPanels gifts={gifts} />
      </InLocale>,
    );
    return { container, panelOf: (service: string) => getByText(service, { selector: "h2" }).parentElement };
  };

  it("sets panels of one shape on shared rows, and those alone in their shape side by side, each on its own", () => {
    expectLaidByShape(gifts, page().panelOf);
  });

  it("underlines a link's label, as the game's other links are, and keeps a copy a button", () => {
    const { panelOf } = page();
    const link = panelOf(gifts[3].service)?.querySelector("a");
    expect(link?.textContent).toContain(words.gifts.openPage);
    expect(link?.className).toMatch(/\bunderline\b/);
    expect(panelOf(gifts[1].service)?.querySelector("button")?.className).not.toMatch(/\bunderline\b/);
  });
});
