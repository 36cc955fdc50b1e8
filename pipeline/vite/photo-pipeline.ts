import { getQuality, imagetools, setMetadata, type TransformFactory } from "vite-imagetools";
import { photoCopies } from "./photo-copies.ts";

/**
 * The `pixelArt=N` directive: the photo as the game draws it, in N colours of
 * its own, flat, with no dithering between them, as a palette PNG. With the
 * `w` of a few hundred pixels, and drawn larger with `image-rendering:
 * pixelated`, each of its pixels is a visible square, as a sprite's are. A
 * touch more colour first: four bits of palette dull a photo's midtones.
 */
export const pixelArtDirective: TransformFactory = (config, context) => {
  if (config.pixelArt === undefined) return;
  context.useParam("pixelArt");
  const colours = Number(config.pixelArt);
  const palette = { palette: true, colours, dither: 0, compressionLevel: 9, effort: 10 };
  // A duotone has its two colours already; sharp would also run modulate before its recomb and flatten it to one.
  if (config.duotone !== undefined) return (image) => image.png(palette);
  return (image) => image.modulate({ saturation: 1.2 }).png(palette);
};

const rgb = (hex: string) => [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16));

/**
 * The `duotone=DARK-LIGHT` directive (two hex colours without their #): the
 * picture's darkest tone becomes DARK and its lightest LIGHT, every tone
 * between on the line from one to the other, so a floor plan drawn in any
 * colours reads in a look's own two. Made of the luminance, as one linear map
 * (sharp's recomb, then linear for the offset), on the one image the other
 * directives work on.
 */
export const duotoneDirective: TransformFactory = (config, context) => {
  const value = config.duotone;
  if (typeof value !== "string" || !/^[0-9a-f]{6}-[0-9a-f]{6}$/i.test(value)) return;
  context.useParam("duotone");
  const [dark, light] = value.split("-").map(rgb);
  return async (image) => {
    // A plan saved with a transparent ground is drawn on white paper, as it was on its author's screen:
    // without, its see-through pixels would count as black ink.
    image = image.flatten({ background: "#ffffff" });
    // The picture's own darkest and lightest tones become the two colours: a plan drawn in navy on pale blue
    // spans the whole way as one in black on white does. (sharp's normalise would run after the recomb.)
    // Its 2nd and 98th percentiles, as drawn at its size: a JPEG's stray dark or light pixel is not its ink.
    const drawn = await image.clone().greyscale().raw().toBuffer();
    const sorted = [...drawn].sort((a, b) => a - b);
    const tones = { min: sorted[Math.floor(sorted.length * 0.02)], max: sorted[Math.floor(sorted.length * 0.98)] };
    const stretch = 255 / Math.max(1, tones.max - tones.min);
    const gain = light.map((channel, index) => ((channel - dark[index]) / 255) * stretch);
    const row = (channelGain: number): [number, number, number] => [
      0.2126 * channelGain,
      0.7152 * channelGain,
      0.0722 * channelGain,
    ];
    return image.recomb([row(gain[0]), row(gain[1]), row(gain[2])]).linear(
      [1, 1, 1],
      dark.map((channel, index) => channel - gain[index] * tones.min),
    );
  };
};

/**
 * The `avifEffort=N` directive: the AVIF copies of a set of several formats at encoder effort N, which `effort`
 * would give the others too (docs/decisions/0021-avif-at-effort-two.md). The last format set is the one sharp
 * writes, so this follows the format directive and keeps its quality.
 */
export const avifEffortDirective: TransformFactory = (config, context) => {
  if (config.avifEffort === undefined || config.format !== "avif") return;
  context.useParam("avifEffort");
  const effort = Number(config.avifEffort);
  return (image) => {
    setMetadata(image, "effort", effort);
    return image.avif({ effort, quality: getQuality(config, image) });
  };
};

/**
 * The `transparency` directive: keeps a photo's alpha channel only where some
 * pixel shows through, and says so in its metadata (`hasAlpha`, which `as=meta`
 * reads), so that a page can set a cut-out on a ground of its own. An opaque
 * PNG with an alpha channel counts as the photo it is.
 */
export const transparencyDirective: TransformFactory = (config, context) => {
  if (config.transparency === undefined) return;
  context.useParam("transparency");
  return async (image) => {
    const { isOpaque } = await image.clone().stats();
    setMetadata(image, "hasAlpha", !isOpaque);
    return isOpaque ? image.removeAlpha() : image;
  };
};

/**
 * The photo pipeline of the build and of the unit tests: vite-imagetools
 * (sharp), with every photo's EXIF and GPS data stripped, and extensions
 * taken in any case, and the copies the pages draw (./photo-copies.ts). Phones name photos IMG_2041.JPG, which the plugin's
 * default filter (lower case only) would hand to Vite as a plain file.
 */
export function photoPipeline() {
  return [
    imagetools({
      removeMetadata: true,
      include: /^[^?]+\.(avif|gif|heif|jpe?g|png|tiff|webp)(\?.*)?$/i,
      extendTransforms: (builtins) => [
        ...builtins,
        duotoneDirective,
        pixelArtDirective,
        transparencyDirective,
        avifEffortDirective,
      ],
    }),
    photoCopies(),
  ];
}
