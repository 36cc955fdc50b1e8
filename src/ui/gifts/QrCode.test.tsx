// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QrCode, qrCodeSize } from "./QrCode";

/** A code of `count` rows, as the build writes one: its finder patterns' corners are enough to measure it. */
const rowsOf = (count: number) => Array.from({ length: count }, () => "1".repeat(count));

/** The code as drawn: its pixels a module and its dark modules' width, from the SVG's box and view. */
function drawn(count: number, size: ReturnType<typeof qrCodeSize>) {
  const { container } = render(<QrCode rows={rowsOf(count)} label="Venmo" size={size} className="" />);
  const svg = container.querySelector("svg");
  const [, , viewWidth] = (svg?.getAttribute("viewBox") ?? "").split(" ").map(Number);
  // The view is the box in modules, so its scale is the pixels a module (rounded off its float's last digit).
  const pixels = Math.round((Number(svg?.getAttribute("width")) / viewWidth) * 1e6) / 1e6;
  return { side: Number(svg?.getAttribute("width")), pixels, code: pixels * count };
}

describe("QR codes side by side", () => {
  // A Venmo link's and a Zelle address's (29 and 25 rows), a Pix payment's (57), a short link's (21).
  for (const [rows, side] of [
    [[29, 25], 160],
    [[29, 25], 208],
    [[57, 25, 29], 208],
    [[57, 21], 160],
    [[21], 160],
  ] as const) {
    it(`draws codes of ${rows.join(", ")} rows in one box, in whole pixels, each at least ${side} px`, () => {
      const size = qrCodeSize([...rows], side);
      const codes = rows.map((count) => drawn(count, size));
      for (const code of codes) {
        expect(code.side).toBe(size.side);
        expect(Number.isInteger(code.pixels), `${code.pixels} pixels a module`).toBe(true);
        expect(code.pixels * (code.code / code.pixels + 8)).toBeGreaterThanOrEqual(side);
      }
      // No wider than a quarter more than the look asks, unless the densest code needs it for whole pixels.
      expect(size.side).toBeLessThanOrEqual(
        Math.max(side * 1.25, ...rows.map((count) => Math.ceil(side / (count + 8)) * (count + 8))),
      );
    });
  }

  it("draws a Venmo and a Zelle code about one size, not a module's step apart in their box", () => {
    const size = qrCodeSize([29, 25], 160);
    const [venmo, zelle] = [drawn(29, size), drawn(25, size)];
    expect(Math.abs(venmo.code - zelle.code)).toBeLessThanOrEqual(Math.max(venmo.pixels, zelle.pixels));
  });
});
