import { describe, expect, it } from "vitest";
import { inPresentationForms } from "./arabic-forms";

const codes = (text: string) => [...text].map((letter) => letter.codePointAt(0)?.toString(16));

describe("Arabic letters in the forms their words give them", () => {
  it("joins a letter to its neighbours where both join, and not past one that joins only back", () => {
    // ي initial, و final (it joins no further), س initial, ف final.
    expect(codes(inPresentationForms("يوسف"))).toEqual(["fef3", "feee", "feb3", "fed2"]);
    // ع initial, م medial, ر final; ا after ر stands alone.
    expect(codes(inPresentationForms("عمرا"))).toEqual(["fecb", "fee4", "feae", "fe8d"]);
  });

  it("writes lam and alef as their one ligature, final after a letter that joins on", () => {
    expect(codes(inPresentationForms("لا"))).toEqual(["fefb"]);
    expect(codes(inPresentationForms("سلام"))).toEqual(["feb3", "fefc", "fee1"]);
  });

  it("leaves every other letter, a space and a digit as they are", () => {
    expect(inPresentationForms("Sanne و 2027")).toBe("Sanne \ufeed 2027");
  });
});
