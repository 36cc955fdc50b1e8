import { describe, expect, it } from "vitest";
import { greetingAsSet } from "./typesetting.server";

describe("a greeting as its band and card set it", () => {
  it('keeps a double name whole, with Hebrew\'s maqaf, and "&" with its names', () => {
    const greetings = ["Chère Hélène, cher Jean-Baptiste", "למשפחת בן-דוד היקרה", "Dear Sam & Alex"];
    const set = greetings.map((greeting, index) => greetingAsSet(greeting, ["fr", "he", "en"][index]));
    expect(set.shift()).toContain("Jean-\u2060Baptiste");
    expect(set[0]).toContain("בן\u05be\u2060דוד");
    expect(set[1]).toBe("Dear Sam\u00a0&\u00a0Alex");
  });

  it('keeps a Dutch name\'s particles with the name: never "van den / Berg" or "de / Vries"', () => {
    expect(greetingAsSet("Lieve Femke van den Berg-El Idrissi en Sanne de Vries", "nl")).toBe(
      "Lieve Femke van\u00a0den\u00a0Berg-\u2060El Idrissi en Sanne de\u00a0Vries",
    );
  });
});
