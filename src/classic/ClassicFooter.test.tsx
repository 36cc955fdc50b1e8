// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { ClassicFooter } from "./ClassicFooter";
import { InLocale, testLocale } from "../../tests/support/test-locale";

it("sets each sentence of the thanks in a box of its own, for its lines to break between them", () => {
  const thankYou = "Merci d’avoir fait partie de cette belle fête. Nous ne l’oublierons jamais\u00a0!";
  const { container } = render(
    <InLocale locale={testLocale("fr")}>
      <ClassicFooter
        names={{ partnerOne: "Layla", partnerTwo: "Julien" }}
        dateLine="samedi 12 juin 2027"
        thankYou={thankYou}
      />
    </InLocale>,
  );
  const thanks = container.querySelector("footer p");
  expect(thanks?.textContent).toBe(thankYou);
  expect([...(thanks?.querySelectorAll(":scope > .inline-block") ?? [])].map((box) => box.textContent)).toEqual([
    "Merci d’avoir fait partie de cette belle fête.",
    "Nous ne l’oublierons jamais\u00a0!",
  ]);
});

it("sets the names as three boxes, each name whole and left as it is by a translation, on one line or one a line", () => {
  const { container } = render(
    <InLocale locale={testLocale("nl")}>
      <ClassicFooter
        names={{ partnerOne: "Sanne de Vries", partnerTwo: "Youssef El Amrani" }}
        dateLine="zaterdag 11 september 2027"
        thankYou="Dank jullie wel!"
      />
    </InLocale>,
  );
  const pair = container.querySelector("footer p:has(> [translate=no])");
  expect([...(pair?.children ?? [])].map((box) => [box.textContent, box.getAttribute("translate")])).toEqual([
    ["Sanne de Vries", "no"],
    ["&", null],
    ["Youssef El Amrani", "no"],
  ]);
  expect(pair?.className).toContain("flex-wrap");
});
