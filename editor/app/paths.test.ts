import { describe, expect, it } from "vitest";
import { contentFormSchema } from "../form-schema";
import { parsePath, placeName, problemAsTheFormSays } from "./paths";

const form = contentFormSchema();
const content = {
  couple: { partnerOne: { it: "Giulia", es: "" } },
  events: [{ name: "Ceremony" }, { name: { it: "Brunch" } }],
  places: { villa: { name: "Villa" } },
  registry: { gifts: [{ kind: "iban", iban: "IT00" }] },
};

describe("where a problem is, as the form names it", () => {
  it("reads a path as the build writes it", () => {
    expect(parsePath("events[1].startTime")).toEqual(["events", 1, "startTime"]);
    expect(parsePath("story[0].items[12]")).toEqual(["story", 0, "items", 12]);
  });

  it("names each step by its title, a list's item by its number from one and its name, a language by its name", () => {
    expect(placeName(form, content, "events[1].startTime")).toMatch(/^Events › 2\. Brunch › \S/);
    expect(placeName(form, content, "events[1].startTime")).not.toMatch(/startTime|\[1\]/);
    expect(placeName(form, content, "couple.partnerOne.es")).toMatch(/^Your names › One of you › español \(es\)$/);
    expect(placeName(form, content, "places.villa.mapsUrl")).toBe("Places › villa › Map link");
  });

  it("names a gift's field by its kind's own title", () => {
    expect(placeName(form, content, "registry.gifts[0].name")).toBe(
      "Gifts › Ways to give › 1. A bank transfer (IBAN) › Name",
    );
  });
});

describe("a problem as the form says it", () => {
  it("names its field as the form does, and leaves a problem of the whole file as it is", () => {
    const problem = 'events[1].guests: no household of private/guests.csv is in the group "family".';
    expect(problemAsTheFormSays(form, content, problem)).toMatch(
      /^Events › 2\. Brunch › [^:]+: no household of private\/guests\.csv is in the group "family"\.$/,
    );
    expect(problemAsTheFormSays(form, content, "wedding.ts: exports no `wedding`.")).toBe(
      "wedding.ts: exports no `wedding`.",
    );
  });
});
