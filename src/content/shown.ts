import { pictureOf, type Picture } from "./photos";
import type { Photo } from "./schema";

/** A content photo as a page shows it: its description and the files the build made of it. */
export type ShownPhoto = Picture & { alt: string };

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
  if (isPhoto(value)) return { alt: value.alt, ...pictureOf(value) } as Shown<T>;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shown(item)])) as Shown<T>;
}
