// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PALETTE } from "./palette";

describe("the palette", () => {
  it("is the stylesheet's, colour for colour", () => {
    const theme = readFileSync(new URL("./ui/theme.css", import.meta.url), "utf8");
    for (const [name, colour] of Object.entries(PALETTE)) {
      const property = `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
      expect(theme, property).toContain(`${property}: ${colour};`);
    }
  });
});
