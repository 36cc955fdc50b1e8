// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { ClassicFooter } from "./ClassicFooter";
import { InLocale, testLocale } from "../../tests/support/test-locale";

it("sets each sentence of the thanks in a box of its own, for its lines to break between them", () => {
  const thankYou = "Merci d’avoir fait partie de cette belle fête. Nous ne l’oublierons jamais\u00a0!";
  const { container } = render(
    <InLocale locale={testLocale("fr")}>
      <ClassicFooter coupleNames="Layla & Julien" dateLine="samedi 12 juin 2027" thankYou={thankYou} />
    </InLocale>,
  );
  const thanks = container.querySelector("footer p");
  expect(thanks?.textContent).toBe(thankYou);
  expect([...(thanks?.querySelectorAll(":scope > .inline-block") ?? [])].map((box) => box.textContent)).toEqual([
    "Merci d’avoir fait partie de cette belle fête.",
    "Nous ne l’oublierons jamais\u00a0!",
  ]);
});
