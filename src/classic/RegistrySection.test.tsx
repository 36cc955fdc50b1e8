// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { giftWays } from "../site/gifts.server";
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

it("sets every card's details alike: as labels where one card's term is too long for a table", () => {
  const gifts = giftWays(
    [
      { kind: "iban", iban: "FR76 3000 4017 4500 0123 4567 860", name: "Théo Marchand", bic: "BNPAFRPPXXX" },
      {
        kind: "account",
        name: "Noa Avrahami & Théo Marchand",
        number: "345678",
        details: [{ term: "Banque (Hapoalim)", value: "12" }],
      },
    ],
    DICTIONARIES.fr.gifts,
  );
  const { container } = render(
    <InLocale locale={testLocale("fr")}>
      <RegistrySection text="Votre présence est notre plus beau cadeau." gifts={gifts} />
    </InLocale>,
  );
  const lists = [...container.querySelectorAll<HTMLElement>("[data-gift-details]")];
  expect(lists.map((list) => list.dataset.giftDetails)).toEqual(["labels", "labels"]);
});
