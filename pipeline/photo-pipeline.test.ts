import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PREVIEW_MIN_BITS_PER_PIXEL, previewDirective } from "./photo-pipeline";

const context = { useParam: () => {}, manualSearchParams: new URLSearchParams(), logger: console };

async function previewOf(photo: sharp.Sharp) {
  const transform = previewDirective({ preview: "" }, context);
  if (!transform) throw new Error("the directive made no transform");
  const { data, info } = await (await transform(photo.resize(480))).toBuffer({ resolveWithObject: true });
  return { bytes: data.length, format: info.format, bitsPerPixel: (data.length * 8) / (info.width * info.height) };
}

/**
 * A 960 x 640 photo: noise for a busy one; for a plain one (a sky, a wall), a
 * soft gradient with a camera's faint grain. The noise is a fixed hash, so
 * every call makes the same photo.
 */
function photo(kind: "busy" | "plain") {
  const [width, height] = [960, 640];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    const noise = (i * 2654435761) >>> 24;
    const y = Math.floor(i / 3 / width);
    pixels[i] = kind === "busy" ? noise : 120 + Math.round((y / height) * 60) + (noise % 16);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

describe("the preview directive", () => {
  it("is an AVIF with enough detail for Chrome to count it as the largest paint, even of a plain photo", async () => {
    const preview = await previewOf(photo("plain"));
    const lowest = await photo("plain").resize(480).avif({ quality: 1 }).toBuffer();
    expect(preview.bytes, "a higher quality than the lowest").toBeGreaterThan(lowest.length);
    expect(preview.format).toBe("heif");
    expect(preview.bitsPerPixel).toBeGreaterThanOrEqual(PREVIEW_MIN_BITS_PER_PIXEL);
  });

  it("takes the lowest quality when that is enough, so a busy photo stays small", async () => {
    const lowest = await photo("busy").resize(480).avif({ quality: 1 }).toBuffer();
    expect((await previewOf(photo("busy"))).bytes).toBe(lowest.length);
  });

  it("leaves photos without the directive alone", () => {
    expect(previewDirective({ w: "480" }, context)).toBeUndefined();
  });
});
