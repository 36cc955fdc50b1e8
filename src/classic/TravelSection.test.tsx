// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ShownPhoto } from "../site";
import { DICTIONARIES } from "../words";
import { InLocale } from "../../tests/support/test-locale";
import { TravelSection } from "./TravelSection";

const plan: ShownPhoto = {
  alt: "Plan sali: parkiet, stoły, scena",
  cutOut: true,
  focus: { x: 50, y: 50 },
  sources: { avif: "/plan.avif 480w" },
  img: { src: "/plan.jpeg", w: 960, h: 640 },
};
const place = (name: string, floorPlan?: ShownPhoto) => ({
  place: {
    name,
    streetAddress: "ul. Długa 1",
    cityZip: "30-398 Kraków",
    mapsUrl: "https://example.com/map",
    ...(floorPlan ? { floorPlan } : {}),
  },
  caption: ["Venue"],
  parking: [],
});

describe("TravelSection", () => {
  it("shows a floor plan in its own place's card, under its details", () => {
    const { container } = render(
      <InLocale>
        <TravelSection places={[place("Winnica Pod Skałką"), place("Dwór Sieraków", plan)]} walkFrom={0} />
      </InLocale>,
    );
    const [withoutPlan, withPlan] = container.querySelectorAll("article");
    expect(withoutPlan.querySelector("figure")).toBeNull();
    expect(withPlan.textContent).toContain("Dwór Sieraków");
    expect(withPlan.querySelector("figure img")?.getAttribute("alt")).toBe(plan.alt);
    expect(withPlan.querySelector("figcaption")?.textContent).toContain(DICTIONARIES.en.places.floorPlan);
  });

  it("sets a place's photo beside its details on a laptop, where no car park shares its card", () => {
    const withPhoto = (name: string) => ({ ...place(name), place: { ...place(name).place, photo: plan } });
    const parking = { name: "Parking Pod Skałką", streetAddress: "ul. Długa 3", cityZip: "30-398 Kraków", mapsUrl: "" };
    const { container } = render(
      <InLocale>
        <TravelSection
          places={[withPhoto("Winnica Pod Skałką"), { ...withPhoto("Dwór Sieraków"), parking: [parking] }]}
          walkFrom={0}
        />
      </InLocale>,
    );
    // Under a photo as wide as the card, details alone leave its other half empty; a car park fills it.
    const [alone, withParking] = container.querySelectorAll("article");
    expect(alone.className.split(" ")).toContain("lg:grid-cols-2");
    expect(withParking.className.split(" ")).not.toContain("lg:grid-cols-2");
  });

  it("lays a small place with none to pair with across its row, not at half its width in the middle", () => {
    const withPhoto = { ...place("Dwór Sieraków"), place: { ...place("Dwór Sieraków").place, photo: plan } };
    const { container } = render(
      <InLocale>
        <TravelSection places={[place("Urząd Stanu Cywilnego"), withPhoto]} walkFrom={1} />
      </InLocale>,
    );
    const [small] = container.querySelectorAll("article");
    expect(small.className.split(" ")).toContain("md:col-span-2");
    expect(small.className).not.toMatch(/w-\[calc\(50%/);
    expect(small.querySelector("a")?.className.split(" ")).toContain("md:self-center");
  });

  it("sets the walking note with the drive's, above the places, where two places have their parking", () => {
    const lot = (name: string) => ({ name, streetAddress: "ul. Długa 3", cityZip: "30-398 Kraków", mapsUrl: "" });
    const walk = "Dziesięć minut pieszo z parkingu przy rynku.";
    const { container } = render(
      <InLocale>
        <TravelSection
          places={[
            { ...place("Urząd Stanu Cywilnego"), parking: [lot("Parking przy rynku")] },
            { ...place("Dwór Sieraków"), parking: [lot("Parking przy dworze")] },
          ]}
          walkFrom={-1}
          walkingNote={walk}
        />
      </InLocale>,
    );
    for (const card of container.querySelectorAll("article")) expect(card.textContent).not.toContain(walk);
    const [note] = [...container.querySelectorAll("p")].filter((paragraph) => paragraph.textContent?.includes(walk));
    const [firstCard] = container.querySelectorAll("article");
    expect(note.compareDocumentPosition(firstCard)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
