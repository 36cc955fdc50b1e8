import { describe, expect, it } from "vitest";
import { passphraseProblem, secretProblem } from "./passphrase";

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

  it("takes 16 characters and refuses 15, counted as typed: a letter with its accent is one", () => {
    expect(passphraseProblem("violet harbour l")).toBeUndefined();
    expect(passphraseProblem("violet harbourl")).toMatch(/^WEDDING_PASSPHRASE has 15 characters/);
    expect(passphraseProblem("violet harbour ñ")).toBeUndefined();
    expect(passphraseProblem("violet harbour n\u0303")).toBeUndefined();
    expect(passphraseProblem("violet harbou n\u0303")).toMatch(/^WEDDING_PASSPHRASE has 15 characters/);
  });
});

describe("secretProblem", () => {
  it("takes none (no household links) and 128 bits written in base64", () => {
    expect(secretProblem(undefined)).toBeUndefined();
    expect(secretProblem("q8VzYJ2m0rT6Xw1bN4cK5uLd")).toBeUndefined();
  });

  it("takes 22 characters and refuses 21", () => {
    expect(secretProblem("q8VzYJ2m0rT6Xw1bN4cK5u")).toBeUndefined();
    expect(secretProblem("q8VzYJ2m0rT6Xw1bN4cK5")).toMatch(/^WEDDING_SECRET has 21 characters/);
  });

  it("refuses a guessable one, and says how to make one", () => {
    expect(secretProblem("smith-wedding")).toMatch(/^WEDDING_SECRET has 13 characters; .*`openssl rand -base64 32`/);
  });
});
