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
});
