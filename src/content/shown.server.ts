import { isCutOut, pictureOf, pixelArtOf, previewOf, type Picture, type PixelKind } from "./photos.server";
import type { Photo } from "./schema.server";

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

/** Loaders run only while the site is prerendered: neither the content nor the photo table reaches a phone. */
export function shown<T>(value: T): Shown<T> {
  if (Array.isArray(value)) return value.map(shown) as Shown<T>;
  if (typeof value !== "object" || value === null) return value as Shown<T>;
  if (isPhoto(value))
    return { file: value.file, alt: value.alt, cutOut: isCutOut(value), ...pictureOf(value) } as Shown<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shown(item)])) as Shown<T>;
}

export function withPreview(photo: ShownPhoto): ShownPhoto {
  return { ...photo, preview: previewOf(photo) };
}

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
