import { describe, expect, it } from "vitest";
import { initialOf, initialsOf } from "./initials.server";
import { joinedInitials } from "./joined-names";

describe("a name's initial", () => {
  it("is its first letter whole, however many code units it takes", () => {
    expect(initialOf("Alex")).toBe("A");
    expect(initialOf("𠮷野")).toBe("𠮷");
    expect(initialOf("E\u0301milie")).toBe("E\u0301");
    expect(initialOf("👩🏽‍❤️‍👨🏻 Zoë")).toBe("👩🏽‍❤️‍👨🏻");
    expect(initialOf("🇵🇹 Rui")).toBe("🇵🇹");
    expect(initialOf("ليلى")).toBe("ل");
  });

  it("joins the couple's by their language's joint, each whole", () => {
    expect(joinedInitials(initialsOf({ partnerOne: "𠮷野", partnerTwo: "Zoë" }), "&")).toBe("𠮷&Z");
    expect(joinedInitials(initialsOf({ partnerOne: "🇵🇹 Rui", partnerTwo: "ليلى" }), "and")).toBe("🇵🇹 and ل");
  });
});
