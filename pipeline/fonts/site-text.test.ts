import { describe, expect, it } from "vitest";
import { wedding as sintra } from "../../tests/couples/sintra/wedding";
import { inLanguages } from "../../tests/support/in-languages";
import { collectSiteTexts } from "./site-text";

describe("the texts the fonts are cut to", () => {
  it.each([["ar-LB", "en"], ["en-IN"], ["pl"]])(
    "hold every digit the countdown may write in %s, in its region's digits",
    (...languages) => {
      const letters = collectSiteTexts(inLanguages(sintra, languages))
        .map((each) => each.text)
        .join("");
      for (const language of languages) {
        for (let digit = 0; digit <= 9; digit++) {
          expect(letters, `${digit} in ${language}`).toContain(digit.toLocaleString(language));
        }
      }
    },
  );
});
