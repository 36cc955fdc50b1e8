import { imagetools } from "vite-imagetools";

/**
 * The photo pipeline of the build and of the unit tests: vite-imagetools
 * (sharp), with every photo's EXIF and GPS data stripped, and extensions
 * taken in any case. Phones name photos IMG_2041.JPG, which the plugin's
 * default filter (lower case only) would hand to Vite as a plain file.
 */
export function photoPipeline() {
  return imagetools({ removeMetadata: true, include: /^[^?]+\.(avif|gif|heif|jpe?g|png|tiff|webp)(\?.*)?$/i });
}
