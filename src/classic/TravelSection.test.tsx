import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ShownPhoto } from "../content";
import { DICTIONARIES } from "../words";
import { fill } from "../words/fill";
import { InLocale } from "../ui/test-locale";
import { TravelSection } from "./TravelSection";

const plan: ShownPhoto = {
  file: "plan-dworu.png",
  alt: "Plan sali: parkiet, stoły, scena",
  cutOut: true,
  sources: { avif: "/plan.avif 480w" },
  img: { src: "/plan.jpeg", w: 960, h: 640 },
};
const place = (name: string, floorPlan?: ShownPhoto) => ({
  place: {
    name,
    streetAddress: "ul. Długa 1",
    cityZip: "30-398 Kraków",
    mapsUrl: "https://example.com/map",
    floorPlan,
  },
  parking: [],
  main: false,
  lodging: false,
});

describe("TravelSection", () => {
  it("names the place of a floor plan wherever the site has more than one place", () => {
    const { container } = render(
      <InLocale>
        <TravelSection places={[place("Dwór Sieraków", plan), place("Winnica Pod Skałką")]} walkFrom={0} travel={{}} />
      </InLocale>,
    );
    expect(container.querySelector("figcaption")?.textContent).toContain(
      fill(DICTIONARIES.en.places.floorPlanOf, { place: "Dwór Sieraków" }),
    );
  });
});
