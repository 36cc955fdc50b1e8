// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ShownPhoto } from "../site";
import { InLocale } from "../../tests/support/test-locale";
import { PhotoCollage } from "./PhotoCollage";

const photo = (file: string, cutOut: boolean): ShownPhoto => ({
  alt: `${file}, as its couple describe it`,
  cutOut,
  focus: { x: 50, y: 50 },
  sources: { avif: `/${file}.avif 480w` },
  img: { src: `/${file}.jpeg`, w: 960, h: 640 },
});

describe("PhotoCollage", () => {
  it("shows a cut-out whole on the page's paper, framed as a card, and crops a photo to its cell", () => {
    const { getByAltText } = render(
      <InLocale>
        <PhotoCollage photos={[photo("garden", false), photo("monogram", true), photo("dance", false)]} />
      </InLocale>,
    );
    const cutOut = getByAltText("monogram, as its couple describe it");
    expect(cutOut.className).toContain("object-contain");
    expect(cutOut.closest("li")?.className).toMatch(/\bbg-paper\b/);
    expect(cutOut.closest("li")?.className).toMatch(/\bborder\b/);
    const garden = getByAltText("garden, as its couple describe it");
    expect(garden.className).toContain("object-cover");
    expect(garden.closest("li")?.className).not.toMatch(/\bbg-paper\b/);
  });
});
