// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, it } from "vitest";
import { Sentences } from "./Sentences";

/** Each sentence's box, checked to read as written all together. */
function boxesOf(text: string) {
  const { container } = render(
    <p>
      <Sentences>{text}</Sentences>
    </p>,
  );
  expect(container.textContent).toBe(text);
  return [...container.querySelectorAll("p > span.inline-block")].map((box) => box.textContent);
}

it("sets each sentence in a box of its own, its mark and a French space before it kept", () => {
  expect(boxesOf("Merci d’avoir fait partie de cette belle fête. Nous ne l’oublierons jamais\u00a0!")).toEqual([
    "Merci d’avoir fait partie de cette belle fête.",
    "Nous ne l’oublierons jamais\u00a0!",
  ]);
  expect(boxesOf("¿Vienes? ¡Te esperamos! «Gracias.» Hasta pronto…")).toEqual([
    "¿Vienes?",
    "¡Te esperamos!",
    "«Gracias.»",
    "Hasta pronto…",
  ]);
  expect(boxesOf("شكراً لكم. نراكم قريباً؟ إلى اللقاء")).toEqual(["شكراً لكم.", "نراكم قريباً؟", "إلى اللقاء"]);
});

it("leaves one sentence, an initial's point and a no-break space the typesetting set as they are", () => {
  expect(boxesOf("Thank you for everything!")).toEqual([]);
  expect(boxesOf("Merci à M. Dupont et à toi")).toEqual([]);
  expect(boxesOf("bis zum 3.\u00a0Juni. Danke")).toEqual(["bis zum 3.\u00a0Juni.", "Danke"]);
});
