// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, it } from "vitest";
import { expectInTheCouplesOrder, waysOfThreeShapes } from "../../../tests/support/gift-ways";
import { DICTIONARIES } from "../../words";
import { InLocale, testLocale } from "../../../tests/support/test-locale";
import { GiftPanels } from "./GiftPanels";

const words = DICTIONARIES.ar;

describe("GiftPanels", () => {
  const gifts = waysOfThreeShapes(words.gifts, {
    iban: "LB62099900000001001901229114",
    name: "ليلى وكنجي",
    bic: "BLOMLBBX",
  });
  const page = () => {
    const { getByRole } = render(
      <InLocale locale={testLocale("ar")}>
        <GiftPanels gifts={gifts} />
      </InLocale>,
    );
    return { panelOf: (service: string) => getByRole("heading", { name: service }).parentElement };
  };

  it("sets the panels on one grid in the couple's order, each on the grid's rows", () => {
    expectInTheCouplesOrder(gifts, page().panelOf);
  });
});
