/**
 * What the build reads of the couple's photos before it starts: which it
 * cannot read at all, and which still carry EXIF data (`npm run photos:clean`
 * strips it: tools/clean-photos.ts).
 */
import { join, resolve } from "node:path";
import sharp from "sharp";
import { PHOTOS_FOLDER } from "../../src/content/folders";
import { PHOTO_EXTENSIONS } from "../../src/content/photo-files.server";
import { filesIn } from "./photo-folder";

export const PHOTOS_DIR = resolve(PHOTOS_FOLDER);

export function photoFiles(dir = PHOTOS_DIR): string[] {
  return filesIn(dir).filter((file) => PHOTO_EXTENSIONS.includes(file.split(".").at(-1)?.toLowerCase() ?? ""));
}

export type PhotoCheck = {
  /** Files the image pipeline cannot read (a HEIC renamed .jpg, a broken download), with why. */
  unreadable: { file: string; reason: string }[];
  /** Photos that still carry EXIF or XMP data. */
  withMetadata: string[];
};

/** Reads the head of every photo in the folder, as the build's pipeline will. */
export async function checkPhotos(dir = PHOTOS_DIR): Promise<PhotoCheck> {
  const check: PhotoCheck = { unreadable: [], withMetadata: [] };
  for (const file of photoFiles(dir)) {
    try {
      const { exif, xmp } = await sharp(join(dir, file)).metadata();
      if (exif || xmp) check.withMetadata.push(file);
    } catch (error) {
      check.unreadable.push({ file, reason: (error as Error).message });
    }
  }
  return check;
}
