import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { focusOf } from "./focus";

/** A grey photo with a warm, saturated subject (a face, say) centred at `at`. */
function photo(size: { width: number; height: number }, at: { x: number; y: number }) {
  const subject = `<svg width="${size.width}" height="${size.height}"><circle cx="${at.x}" cy="${at.y}" r="40" fill="#e0a080"/><circle cx="${at.x}" cy="${at.y}" r="12" fill="#402010"/></svg>`;
  return sharp({ create: { ...size, channels: 3, background: "#8a8f8c" } }).composite([
    { input: Buffer.from(subject) },
  ]);
}

describe("a photo's focus", () => {
  it("is where its subject is, along each axis, in quarters", async () => {
    const portrait = { width: 300, height: 600 };
    expect(await focusOf(sharp(await photo(portrait, { x: 150, y: 60 }).png().toBuffer()))).toEqual({ x: 50, y: 0 });
    expect((await focusOf(sharp(await photo(portrait, { x: 150, y: 540 }).png().toBuffer()))).y).toBe(100);
    const landscape = { width: 600, height: 300 };
    expect((await focusOf(sharp(await photo(landscape, { x: 60, y: 150 }).png().toBuffer()))).x).toBe(0);
    expect(
      (await focusOf(sharp(await photo(landscape, { x: 450, y: 150 }).png().toBuffer()))).x,
    ).toBeGreaterThanOrEqual(75);
  });

  it("is the centre of a photo with nothing in it", async () => {
    const plain = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#888" } })
      .png()
      .toBuffer();
    expect(await focusOf(sharp(plain))).toEqual({ x: 50, y: 50 });
  });
});
