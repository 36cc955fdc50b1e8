// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, it } from "vitest";
import { expectInTheCouplesOrder, waysOfThreeShapes } from "../../tests/support/gift-ways";
import { DICTIONARIES } from "../words";
import { InLocale, testLocale } from "../../tests/support/test-locale";
import { RegistrySection } from "./RegistrySection";

const words = DICTIONARIES.pl;

describe("RegistrySection", () => {
  const gifts = waysOfThreeShapes(words.gifts, { iban: "PL61109010140000071219812874", name: "Kasia i Tomek" });
  const page = () => {
    const { getByText } = render(
      <InLocale locale={testLocale("pl")}>
        <RegistrySection text="Wasza obecność jest dla nas najważniejsza." gifts={gifts} />
      </InLocale>,
    );
    return { cardOf: (service: string) => getByText(service, { selector: "dt" }).parentElement };
  };

  it("sets the cards on one grid in the couple's order, each on the grid's rows", () => {
    expectInTheCouplesOrder(gifts, page().cardOf);
  });
});
