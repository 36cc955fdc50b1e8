import type { Picture, PixelKind } from "./photos.server";
import type { Photo } from "./schema.server";

/** How each photo is drawn: the build's photo pipeline (./photos.server.ts), or a test's table of them. */
export type Photos = {
  pictureOf: (photo: Photo) => Picture;
  isCutOut: (photo: Photo) => boolean;
  pixelArtOf: (photo: Photo, kind: PixelKind) => { picture: Picture; inline: string };
};

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
export function shown<T>(photos: Photos, value: T): Shown<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => shown(photos, item)) as Shown<T>;
  if (typeof value !== "object" || value === null) return value as Shown<T>;
  if (isPhoto(value))
    return { file: value.file, alt: value.alt, cutOut: photos.isCutOut(value), ...photos.pictureOf(value) } as Shown<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shown(photos, item)])) as Shown<T>;
}

export function asPixelArt(
  photos: Photos,
  photo: ShownPhoto,
  kind: PixelKind,
  { firstScreen = false } = {},
): ShownPhoto {
  const { picture, inline } = photos.pixelArtOf(photo, kind);
  return {
    file: photo.file,
    alt: photo.alt,
    cutOut: photo.cutOut,
    ...picture,
    img: { ...picture.img, src: firstScreen ? inline : picture.img.src },
  };
}

const drawsNone = (): never => {
  throw new Error("This site was made for its texts alone, and draws no photo.");
};

/** The photos of a site made for its texts alone (the fonts' letters, the link previews): none is ever drawn. */
export const NO_PHOTOS: Photos = { pictureOf: drawsNone, isCutOut: drawsNone, pixelArtOf: drawsNone };
