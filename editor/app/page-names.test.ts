import { describe, expect, it } from "vitest";
import { PAGES } from "../../src/pages";
import { PAGE_NAMES } from "./page-names";

describe("the preview's names of the pages", () => {
  it("names every page of the site, and no page it does not have", () => {
    expect(Object.keys(PAGE_NAMES).sort()).toEqual(PAGES.map((page) => page.path).sort());
  });
});
