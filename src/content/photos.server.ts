/**
 * How each photo is drawn: its copies, as the photo pipeline made them (pipeline/vite/photo-copies.ts), found
 * by the name the content gives it.
 */
import {
  pictures,
  pixelArt,
  pixelArtInline,
  pixelPlans,
  pixelPlansInline,
  transparency,
  focus,
} from "virtual:wedding/photo-copies";
import type { Photo } from "./schema.server";
import { PHOTOS_FOLDER } from "./folders";

/** What vite-imagetools makes of one photo with `as=picture`. */
export type Picture = {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
};

const photoKey = (photo: Photo) => `/${PHOTOS_FOLDER}/${photo.file}`;

export function isCutOut(photo: Photo): boolean {
  return transparency[photoKey(photo)]?.hasAlpha ?? false;
}

/** Where a photo's subject is, as object-position's percentages, in quarters: a box that crops it keeps it. */
export type Focus = { x: number; y: number };

export function focusOf(photo: Photo): Focus {
  return focus[photoKey(photo)]?.focus ?? { x: 50, y: 50 };
}

export type PixelKind = "photo" | "plan";

export function pixelArtOf(photo: Photo, kind: PixelKind): { picture: Picture; inline: string } {
  const key = photoKey(photo);
  const picture = (kind === "plan" ? pixelPlans : pixelArt)[key];
  const inline = (kind === "plan" ? pixelPlansInline : pixelArtInline)[key];
  if (!picture || !inline) throw new Error(`No photo named ${photo.file} in ${PHOTOS_FOLDER}/`);
  return { picture, inline };
}

export function pictureOf(photo: Photo): Picture {
  const picture = pictures[photoKey(photo)];
  if (!picture) throw new Error(`No photo named ${photo.file} in ${PHOTOS_FOLDER}/`);
  return picture;
}
