import { isCutOut, pictureOf, pixelArtOf, previewOf, type Picture, type PixelKind } from "./photos.server";
import type { Photo } from "./schema.server";

/**
 * A content photo as a page shows it: its description, the files the build
 * made of it, whether it is a cut-out (a transparent ground, set on the
 * page's paper) and, for the first screen's largest photo, a small preview
 * that arrives inline with the HTML.
 */
export type ShownPhoto = Picture & { file: string; alt: string; cutOut: boolean; preview?: string };

/** A slice of the content with every photo in it replaced by its ShownPhoto. */
export type Shown<T> = T extends Photo
  ? ShownPhoto
  : T extends readonly (infer Item)[]
    ? Shown<Item>[]
    : T extends object
      ? { [Key in keyof T]: Shown<T[Key]> }
      : T;

const isPhoto = (value: object): value is Photo => "file" in value && "alt" in value;

/**
 * What a route's loader hands its page: the slice it asks for, with each photo
 * resolved to the files the build made of it. Loaders run only while the site
 * is prerendered, so neither the content module nor the photo table ever
 * reaches a guest's phone: the page's data travels inside its own HTML.
 */
export function shown<T>(value: T): Shown<T> {
  if (Array.isArray(value)) return value.map(shown) as Shown<T>;
  if (typeof value !== "object" || value === null) return value as Shown<T>;
  if (isPhoto(value))
    return { file: value.file, alt: value.alt, cutOut: isCutOut(value), ...pictureOf(value) } as Shown<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shown(item)])) as Shown<T>;
}

/**
 * The photo with its preview inline, for the one that is the first screen's
 * largest element: the guest sees the photo, in low quality, with the text
 * instead of an empty frame, while its own file comes over a second round trip.
 */
export function withPreview(photo: ShownPhoto): ShownPhoto {
  return { ...photo, preview: previewOf(photo) };
}

/**
 * The photo as the game draws it: pixel art the build made of it, one small
 * PNG (./photos.server.ts). With `firstScreen`, the PNG itself comes inline with
 * the HTML, as a preview would, and there is nothing more to fetch.
 */
export function asPixelArt(photo: ShownPhoto, kind: PixelKind, { firstScreen = false } = {}): ShownPhoto {
  const { picture, inline } = pixelArtOf(photo, kind);
  return {
    file: photo.file,
    alt: photo.alt,
    cutOut: photo.cutOut,
    ...picture,
    img: { ...picture.img, src: firstScreen ? inline : picture.img.src },
  };
}
