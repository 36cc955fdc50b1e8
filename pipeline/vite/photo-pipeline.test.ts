import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { applyTransforms, builtins, generateTransforms } from "vite-imagetools";
import { avifEffortDirective, duotoneDirective, pixelArtDirective, transparencyDirective } from "./photo-pipeline";
import { PHOTO_COPIES } from "./photo-copies";

const context = { useParam: () => {}, manualSearchParams: new URLSearchParams(), logger: console };

/** A busy 960 x 640 photo: noise from a fixed hash, so every call makes the same photo. */
function busyPhoto() {
  const [width, height] = [960, 640];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The distinct colours of an image, as hex. */
async function coloursOf(image: sharp.Sharp) {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<string>();
  for (let i = 0; i < data.length; i += info.channels)
    colours.add([...data.subarray(i, i + 3)].map((value) => value.toString(16).padStart(2, "0")).join(""));
  return colours;
}

const rgb = (hex: string) => [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));

/** Applies the directives of `config` in the pipeline's order, as vite-imagetools does. */
async function made(image: sharp.Sharp, config: Record<string, string>) {
  for (const directive of [duotoneDirective, pixelArtDirective]) {
    const transform = directive(config, context);
    if (transform) image = await transform(image);
  }
  return sharp(await image.toBuffer());
}

describe("the game's pixel art", () => {
  it("draws a photo in as few colours as it is told, as a palette PNG", async () => {
    const art = await made(busyPhoto().resize(160), { pixelArt: "16" });
    expect((await art.metadata()).format).toBe("png");
    expect((await coloursOf(art)).size).toBeLessThanOrEqual(16);
  });

  it("draws a plan in the look's two colours: its darkest lines in the first, its paper in the second", async () => {
    // A light blue plan with dark navy walls, as a couple's may be.
    const plan = sharp({ create: { width: 200, height: 100, channels: 3, background: "#f4f8fd" } }).composite([
      { input: { create: { width: 200, height: 10, channels: 3, background: "#24406a" } }, top: 45, left: 0 },
    ]);
    const drawn = await made(sharp(await plan.png().toBuffer()), { duotone: "6fe3ff-1d1640", pixelArt: "4" });
    const colours = await coloursOf(drawn);
    expect(colours.size).toBeLessThanOrEqual(4);
    // Within a few steps of each: the luminance is rounded on the way.
    const near = (target: string) =>
      [...colours].some((colour) =>
        [0, 2, 4].every(
          (at) => Math.abs(parseInt(colour.slice(at, at + 2), 16) - parseInt(target.slice(at, at + 2), 16)) <= 4,
        ),
      );
    expect(near("6fe3ff"), [...colours].join(" ")).toBe(true);
    expect(near("1d1640"), [...colours].join(" ")).toBe(true);
  });

  /** A navy shape on a transparent ground, as a plan or a cut-out saved as a PNG with alpha. */
  const cutOut = () =>
    sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        { input: { create: { width: 100, height: 40, channels: 4, background: "#24406a" } }, top: 30, left: 50 },
      ])
      .png()
      .toBuffer();

  /** The colour and opacity of one pixel of an image, as [r, g, b, alpha]. */
  async function pixelAt(image: sharp.Sharp, x: number, y: number) {
    const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [...data.subarray(at, at + 4)];
  }

  it("draws a plan with a transparent ground on the look's paper, its ink in the lines' colour", async () => {
    const drawn = await made(sharp(await cutOut()), { duotone: "6fe3ff-1d1640", pixelArt: "4" });
    const [paper, ink] = [await pixelAt(drawn, 2, 2), await pixelAt(drawn, 100, 50)];
    const near = (pixel: number[], hex: string) => rgb(hex).every((channel, at) => Math.abs(pixel[at] - channel) <= 6);
    expect(near(paper, "1d1640"), `the ground ${paper.join(",")}`).toBe(true);
    expect(near(ink, "6fe3ff"), `the ink ${ink.join(",")}`).toBe(true);
  });

  it("keeps a photo's transparent ground transparent in the pixel art, its shape opaque", async () => {
    const art = await made(sharp(await cutOut()), { pixelArt: "16" });
    expect((await pixelAt(art, 2, 2))[3]).toBe(0);
    expect((await pixelAt(art, 100, 50))[3]).toBe(255);
  });

  it("leaves photos without the directives alone, and takes no duotone that is not two hex colours", () => {
    expect(pixelArtDirective({ w: "480" }, context)).toBeUndefined();
    expect(duotoneDirective({ duotone: "navy-white" }, context)).toBeUndefined();
  });
});

describe("the transparency directive", () => {
  /** What the directive makes of a PNG with an alpha channel: its metadata's hasAlpha, and its channels. */
  async function transparencyOf(png: Buffer) {
    const transform = transparencyDirective({ transparency: "" }, context);
    if (!transform) throw new Error("the directive made no transform");
    const { image, metadata } = await applyTransforms([transform], sharp(png));
    return { hasAlpha: metadata.hasAlpha, channels: (await sharp(await image.png().toBuffer()).metadata()).channels };
  }

  it("tells a cut-out, with pixels that show through, from a photo saved with an alpha channel it never uses", async () => {
    const cutOut = await sharp({
      create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        { input: { create: { width: 10, height: 10, channels: 4, background: "#24406a" } }, top: 5, left: 15 },
      ])
      .png()
      .toBuffer();
    const opaque = await sharp({ create: { width: 40, height: 20, channels: 4, background: "#24406a" } })
      .png()
      .toBuffer();
    expect(await transparencyOf(cutOut)).toEqual({ hasAlpha: true, channels: 4 });
    expect(await transparencyOf(opaque)).toEqual({ hasAlpha: false, channels: 3 });
  });
});

describe("the avifEffort directive", () => {
  /** The photo as the pipeline encodes it with `config`'s directives. */
  async function encoded(config: Record<string, string>) {
    const { transforms } = generateTransforms(config, [...builtins, avifEffortDirective], new URLSearchParams());
    const { image, metadata } = await applyTransforms(transforms, busyPhoto().resize(240));
    return { bytes: await image.toBuffer(), effort: metadata.effort };
  }

  it("encodes the pages' AVIF copies at its effort, and leaves the other formats to their own", async () => {
    const { avifEffort } = PHOTO_COPIES.pictures;
    const made = await encoded({ format: "avif", avifEffort });
    expect(made.effort).toBe(Number(avifEffort));
    expect(
      made.bytes.equals(
        await busyPhoto()
          .resize(240)
          .avif({ effort: Number(avifEffort) })
          .toBuffer(),
      ),
    ).toBe(true);
    expect(made.bytes.equals(await busyPhoto().resize(240).avif().toBuffer())).toBe(false);
    expect(avifEffortDirective({ format: "webp", avifEffort }, context)).toBeUndefined();
  });
});
