import { imagetools, type TransformFactory } from "vite-imagetools";

/**
 * Chrome counts an image as a page's largest paint only from 0.05 bits of file
 * per pixel drawn: below that it takes it for a placeholder and waits for
 * whatever paints next. A margin over it, since a phone may draw the preview a
 * little larger than the bench's.
 */
export const PREVIEW_MIN_BITS_PER_PIXEL = 0.06;
const PREVIEW_QUALITIES = [1, 10, 20, 30, 40, 50, 60, 70, 80];

/**
 * The `preview` directive: the AVIF of lowest quality that still carries
 * PREVIEW_MIN_BITS_PER_PIXEL of its own pixels, so it counts wherever it is
 * drawn no larger than it is. A busy photo gets there at the lowest quality
 * (about 2.5 KB at 480 px); a plain one, a sky or a wall, needs a higher one
 * (about 1.2 KB). A flat colour never does: it keeps the last step, and the
 * photo's own file is then the page's largest paint, a round trip later.
 */
export const previewDirective: TransformFactory = (config, context) => {
  if (config.preview === undefined) return;
  context.useParam("preview");
  return async (image) => {
    for (const quality of PREVIEW_QUALITIES) {
      const { data, info } = await image.clone().avif({ quality }).toBuffer({ resolveWithObject: true });
      if (data.length * 8 >= PREVIEW_MIN_BITS_PER_PIXEL * info.width * info.height) return image.avif({ quality });
    }
    return image.avif({ quality: PREVIEW_QUALITIES.at(-1) });
  };
};

/**
 * The photo pipeline of the build and of the unit tests: vite-imagetools
 * (sharp), with every photo's EXIF and GPS data stripped, and extensions
 * taken in any case. Phones name photos IMG_2041.JPG, which the plugin's
 * default filter (lower case only) would hand to Vite as a plain file.
 */
export function photoPipeline() {
  return imagetools({
    removeMetadata: true,
    include: /^[^?]+\.(avif|gif|heif|jpe?g|png|tiff|webp)(\?.*)?$/i,
    extendTransforms: (builtins) => [...builtins, previewDirective],
  });
}
