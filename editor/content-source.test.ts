import { describe, expect, it } from "vitest";
import { itemsKept, rewrittenSource } from "./content-source";

const FILE = `${import.meta.dirname}/wedding.ts`;
const SOURCE = `// Ours.
export const wedding = {
  couple: { partnerOne: "Ana", partnerTwo: "Rui" }, // our names
  faq: [
    // The one everyone asks.
    { question: "Kids?", answer: "Yes" },
    { question: "Parking?", answer: "Lot" },
  ],
  rsvpUrl: link("rsvp"),
};
`;
const VALUE = {
  couple: { partnerOne: "Ana", partnerTwo: "Rui" },
  faq: [
    { question: "Kids?", answer: "Yes" },
    { question: "Parking?", answer: "Lot" },
  ],
  rsvpUrl: "https://example.com/rsvp",
};

describe("a save of the content file", () => {
  it("leaves the file as it is when nothing changed", async () => {
    expect(await rewrittenSource(SOURCE, VALUE, structuredClone(VALUE), FILE)).toBe(SOURCE);
  });

  it("changes what changed, and keeps comments, code and an item's own comment when items move", async () => {
    const after = structuredClone(VALUE);
    after.couple.partnerTwo = "Rúben";
    after.faq.reverse();
    const saved = await rewrittenSource(SOURCE, VALUE, after, FILE);
    expect(saved).toContain(`partnerTwo: "Rúben" }, // our names`);
    expect(saved).toContain(`rsvpUrl: link("rsvp"),`);
    expect(saved.indexOf(`question: "Parking?"`)).toBeLessThan(saved.indexOf("// The one everyone asks."));
    expect(saved.indexOf("// The one everyone asks.")).toBeLessThan(saved.indexOf(`question: "Kids?"`));
    expect(saved.startsWith("// Ours.\n")).toBe(true);
  });

  it("takes out what was removed, and writes what was added", async () => {
    const after = { ...structuredClone(VALUE), faq: [{ question: "Parking?", answer: "Lot" }], thankYou: "Obrigado!" };
    const saved = await rewrittenSource(SOURCE, VALUE, after, FILE);
    expect(saved).not.toContain("Kids?");
    expect(saved).toContain(`thankYou: "Obrigado!"`);
  });
});

describe("the items a list keeps", () => {
  it("follows an item where it moved, one edited in place, and an added one", () => {
    expect(itemsKept(["a", "b", "c"], ["c", "a", "b"])).toEqual([2, 0, 1]);
    expect(itemsKept(["a", "b"], ["a", "B", "new"])).toEqual([0, 1, -1]);
    expect(itemsKept(["a", "b", "c"], ["a", "c"])).toEqual([0, 2]);
  });
});
