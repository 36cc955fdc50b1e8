// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ShownPhoto } from "../site";
import { ResponsiveImage } from "./ResponsiveImage";

const photo = (focus: ShownPhoto["focus"]): ShownPhoto => ({
  alt: "The two of them on the Kahlenberg",
  cutOut: false,
  focus,
  sources: { avif: "/kahlenberg.avif 480w" },
  img: { src: "/kahlenberg.jpeg", w: 960, h: 1280 },
});

describe("ResponsiveImage", () => {
  it("crops a photo around its subject, at its focus along each axis", () => {
    render(<ResponsiveImage photo={photo({ x: 25, y: 0 })} sizes="100vw" className="aspect-3/2" crop />);
    const image = screen.getByRole("img");
    expect(image.className.split(" ")).toEqual(expect.arrayContaining(["aspect-3/2", "object-cover"]));
    expect([image.dataset.focusX, image.dataset.focusY]).toEqual(["25", "0"]);
  });

  it("leaves a photo it does not crop where its box puts it", () => {
    render(<ResponsiveImage photo={photo({ x: 100, y: 100 })} sizes="100vw" className="object-contain" />);
    expect(screen.getByRole("img").className.split(" ")).not.toContain("object-cover");
    expect(screen.getByRole("img").dataset.focusX).toBeUndefined();
  });
});
