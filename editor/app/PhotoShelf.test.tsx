// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PhotoShelf, usedPhotos } from "./PhotoShelf";

const content = {
  couplePhoto: { file: "us.jpg", alt: "Us" },
  story: [{ photo: { file: "beach.jpg" } }, { photo: { file: "us.jpg" } }],
  places: { club: { floorPlan: { file: "plan.png" } } },
};

describe("the photos folder in the editor", () => {
  it("knows every photo the content names, wherever it is", () => {
    expect(Object.fromEntries(usedPhotos(content))).toEqual({ "us.jpg": 2, "beach.jpg": 1, "plan.png": 1 });
  });

  it("offers to delete only a photo no field uses", () => {
    render(<PhotoShelf photos={["beach.jpg", "old-sample.jpg", "us.jpg"]} content={content} onChange={() => {}} />);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Delete old-sample.jpg"]);
    expect(screen.getAllByText("In use")).toHaveLength(2);
  });
});
