import { describe, expect, it } from "vitest";
import { sharedSize } from "./gift-shapes";

const SIZES = [9, 10, 12, 14, 16, 20, 24, 26, 30, 34, 38, 42].map((letters) => `to ${letters}`);
const label = (text: string) => ({ label: text });
const handle = (text: string) => ({ onCard: text });

describe("one size for a list's handles and labels", () => {
  it("keeps the look's size up to eight letters, and steps down by a label's longest word", () => {
    expect(sharedSize([label("Luna di miele"), handle("@ana")], SIZES)).toBeUndefined();
    expect(sharedSize([label("Kuchen Übernachtung")], SIZES)).toBe("to 12");
    expect(sharedSize([label("Donaudampfschifffahrtsgesellschaft")], SIZES)).toBe("to 34");
  });

  it("sets every card by the most demanding: a label beside an IBAN takes the IBAN's size", () => {
    const iban = handle("CH85 0070 0110 0048 1736 2");
    expect(sharedSize([iban], SIZES)).toBe("to 26");
    expect(sharedSize([handle("+41 78 623 19 47"), label("Il nostro viaggio di nozze"), iban], SIZES)).toBe("to 26");
    expect(sharedSize([handle("FR76 3000 6000 0112 3456 7890 189 1234")], SIZES)).toBe("to 38");
  });

  it("counts what typesetting joined as one word, and an emoji as one letter", () => {
    // A Polish one-letter word held to the next, French guillemets with their spaces.
    expect(sharedSize([label("z\u00a0przyjęcie")], SIZES)).toBe("to 12");
    expect(sharedSize([label("«\u00a0mariage\u00a0»")], SIZES)).toBe("to 12");
    expect(sharedSize([label("Fund 👩🏽‍❤️‍👨🏻")], SIZES)).toBeUndefined();
  });
});
