import { describe, expect, it } from "vitest";
import { passphraseProblem } from "./passphrase";

describe("passphraseProblem", () => {
  it("takes no passphrase (a public site) and four ordinary words", () => {
    expect(passphraseProblem(undefined)).toBeUndefined();
    expect(passphraseProblem("")).toBeUndefined();
    expect(passphraseProblem("violet harbour ladder seven")).toBeUndefined();
  });

  it("refuses a short one in a sentence that says what to choose", () => {
    expect(passphraseProblem("  Ana&Joao2026 ")).toMatch(
      /^WEDDING_PASSPHRASE has 12 characters; .* four or more ordinary words/,
    );
  });
});
