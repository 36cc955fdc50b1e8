// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GAME_PALETTE, PALETTE } from "./palette";

const expectInTheme = (palette: Record<string, string>, stylesheet: string) => {
  const theme = readFileSync(new URL(stylesheet, import.meta.url), "utf8");
  for (const [name, colour] of Object.entries(palette)) {
    const property = `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    expect(theme, property).toContain(`${property}: ${colour};`);
  }
};

describe("the palettes", () => {
  it("are the stylesheets', colour for colour", () => {
    expectInTheme(PALETTE, "./ui/theme.css");
    expectInTheme(GAME_PALETTE, "./gamer/gamer.css");
  });
});
