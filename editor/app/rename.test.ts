import { describe, expect, it } from "vitest";
import { contentFormSchema } from "../form-schema";
import { withRenamed } from "./rename";

const form = contentFormSchema();

describe("a place's short name renamed", () => {
  const content = {
    places: { club: { name: "Club" }, villa: { name: "Villa" }, hotel: { name: "Hotel" } },
    events: [
      { name: "Ceremony", place: "villa" },
      { name: "Party", place: "club" },
    ],
    parking: [{ place: "club", near: "villa" }],
    hotels: ["hotel", "villa"],
    registry: { gifts: [{ kind: "iban", name: "villa" }] },
  };

  it("keeps its place among the others, and every field that pointed to it points to it still", () => {
    const renamed = withRenamed(form, content, ["places"], "villa", "quinta") as typeof content & {
      places: Record<string, unknown>;
    };
    expect(Object.keys(renamed.places)).toEqual(["club", "quinta", "hotel"]);
    expect(renamed.places.quinta).toEqual({ name: "Villa" });
    expect(renamed.events.map((event) => event.place)).toEqual(["quinta", "club"]);
    expect(renamed.parking).toEqual([{ place: "club", near: "quinta" }]);
    expect(renamed.hotels).toEqual(["hotel", "quinta"]);
    // A text that happens to read as the short name is no pointer to the place.
    expect(renamed.registry).toEqual(content.registry);
  });
});
