import { expect, test } from "@playwright/test";
import { fontFiles, pageWeight } from "../scripts/bundle-size";
import { PRERENDERED_PATHS } from "./site";

/**
 * Byte budgets for what a guest's phone downloads before a page is
 * interactive. React and React Router alone are about 110 KB gzipped; what we
 * add on top must stay small. Sizes are deterministic, so they can be asserted.
 */
const BUDGET = { js: 135 * 1024, css: 20 * 1024, html: 24 * 1024 };

test.describe("byte budgets (gzip)", () => {
  for (const path of PRERENDERED_PATHS) {
    test(`${path} stays within budget`, () => {
      const weight = pageWeight(path);
      expect(weight.js, `JavaScript of ${path}`).toBeLessThanOrEqual(BUDGET.js);
      expect(weight.css, `CSS of ${path}`).toBeLessThanOrEqual(BUDGET.css);
      expect(weight.html, `HTML of ${path}`).toBeLessThanOrEqual(BUDGET.html);
    });
  }

  test("fonts are Latin subsets in woff2 only, each under 40 KB", () => {
    for (const font of fontFiles()) {
      expect(font.file).toMatch(/latin/);
      expect(font.bytes, font.file).toBeLessThanOrEqual(40 * 1024);
    }
  });
});
