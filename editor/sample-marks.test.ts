import { describe, expect, it } from "vitest";
import { sampleFields, withoutChangedMarks } from "./sample-marks";

/** A content file as the sample writes one: placeholders marked at their line's end, a couple's comment unmarked. */
const SOURCE = `export const wedding = {
  couple: {
    partnerOne: "Alex", // SAMPLE
    partnerTwo: "Jordan", // SAMPLE: your names
  },
  // Our photo from the beach.
  couplePhoto: { file: "couple.jpg", alt: "The two of us" }, // SAMPLE
  registry: {
    gifts: [
      { kind: "venmo", handle: "@alex" }, // SAMPLE
      { kind: "zelle", contact: "alex@example.com" },
    ],
  },
  rsvpUrl: "https://example.com/rsvp",
};
`;

const wedding = {
  couple: { partnerOne: "Alex", partnerTwo: "Jordan" },
  couplePhoto: { file: "couple.jpg", alt: "The two of us" },
  registry: {
    gifts: [
      { kind: "venmo", handle: "@alex" },
      { kind: "zelle", contact: "alex@example.com" },
    ],
  },
  rsvpUrl: "https://example.com/rsvp",
};

describe("the sample's placeholders, as the file marks them", () => {
  it("are the fields whose line ends in SAMPLE, the whole block where a block's line does", () => {
    expect(sampleFields(SOURCE)).toEqual([
      "couple.partnerOne",
      "couple.partnerTwo",
      "couplePhoto",
      "registry.gifts[0]",
    ]);
  });

  it("lose their mark when a save changes them, and only then", () => {
    const changed = { ...wedding, couple: { ...wedding.couple, partnerOne: "Marta" } };
    const next = SOURCE.replace('"Alex", // SAMPLE', '"Marta", // SAMPLE');
    const saved = withoutChangedMarks(SOURCE, next, wedding, changed);
    expect(saved).toContain('    partnerOne: "Marta",\n');
    expect(sampleFields(saved)).toEqual(["couple.partnerTwo", "couplePhoto", "registry.gifts[0]"]);
    expect(saved).toContain("// Our photo from the beach.");
    expect(withoutChangedMarks(SOURCE, SOURCE, wedding, structuredClone(wedding))).toBe(SOURCE);
  });
});
