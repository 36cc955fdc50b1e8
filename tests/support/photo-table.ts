/**
 * What src/content/photos.server.ts gives the loaders, for photos in a folder
 * of the tests' own: each photo's files as vite-imagetools would name and size
 * them (turned upright by its EXIF orientation, never enlarged), without
 * encoding a single one. The loaders and pages then work on any couple's
 * photos in milliseconds; the encoding itself is pipeline/vite/photo-pipeline.test.ts's.
 */
import { join } from "node:path";
import sharp from "sharp";
import type { Focus, Picture, PixelKind } from "../../src/content/photos.server";
import { focusOf } from "../../pipeline/vite/focus";
import type { Photo } from "../../src/content/schema.server";
import type { Photos } from "../../src/site/shown.server";

const WIDTHS = [480, 960, 1600];

/** The widths the pipeline writes of a photo `width` wide: those it has, or its own when it is narrower than all. */
const widthsOf = (width: number, wanted: readonly number[]) => {
  const fitting = wanted.filter((each) => each <= width);
  return fitting.length > 0 ? fitting : [width];
};

function picture(
  file: string,
  size: { width: number; height: number },
  wanted: readonly number[],
  formats: readonly string[],
): Picture {
  const widths = widthsOf(size.width, wanted);
  const name = (width: number, format: string) => `/assets/${file}-${width}.${format}`;
  const largest = widths.at(-1) ?? size.width;
  return {
    sources: Object.fromEntries(
      formats.map((format) => [format, widths.map((width) => `${name(width, format)} ${width}w`).join(", ")]),
    ),
    img: {
      src: name(largest, formats.at(-1) ?? "jpeg"),
      w: largest,
      h: Math.round((largest * size.height) / size.width),
    },
  };
}

/** What the build's photo pipeline (src/content/photos.server.ts) is, for the photos in `dir`: a site's input. */
export async function photoTable(dir: string, files: readonly string[]): Promise<Photos> {
  const sizes = new Map<string, { width: number; height: number }>();
  const cutOuts = new Set<string>();
  const focuses = new Map<string, Focus>();
  for (const file of files) {
    const { autoOrient, hasAlpha } = await sharp(join(dir, file)).metadata();
    sizes.set(file, autoOrient);
    // See-through pixels, as the pipeline's transparency step finds them: only a photo with an alpha channel has any.
    if (hasAlpha && !(await sharp(join(dir, file)).stats()).isOpaque) cutOuts.add(file);
    // Where its subject is, as the pipeline's focus step finds it on its 256 px copy.
    focuses.set(file, await focusOf(sharp(join(dir, file)).rotate().resize(256)));
  }
  const sizeOf = (photo: Photo) => {
    const size = sizes.get(photo.file);
    if (!size) throw new Error(`No photo named ${photo.file} in content/photos/`);
    return size;
  };
  return {
    pictureOf: (photo: Photo): Picture => picture(photo.file, sizeOf(photo), WIDTHS, ["avif", "webp", "jpeg"]),
    isCutOut: (photo: Photo): boolean => cutOuts.has(photo.file),
    focusOf: (photo: Photo): Focus => focuses.get(photo.file) ?? { x: 50, y: 50 },
    pixelArtOf: (photo: Photo, kind: PixelKind) => {
      const drawn = picture(photo.file, sizeOf(photo), [kind === "plan" ? 400 : 160], ["png"]);
      return { picture: drawn, inline: `data:image/png;base64,${Buffer.from(photo.file).toString("base64")}` };
    },
  };
}
