/**
 * What the build reads of the couple's photos before it starts: which it
 * cannot read at all, and which still say where or when they were taken, or
 * by whose camera (`npm run photos:clean` strips it: tools/clean-photos.ts).
 */
import { join, resolve } from "node:path";
import exifReader from "exif-reader";
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
  /** Photos whose EXIF or XMP data still says where or when they were taken, or by whose camera. */
  withMetadata: string[];
};

/**
 * Whether a photo's EXIF data says where or when it was taken, or by whose camera: a phone's photo does, while
 * one an editor saved may keep only which way up it stands, which tells no one anything. Data that cannot be read
 * is taken to say it.
 */
function tellsAbout(exif: Buffer): boolean {
  try {
    const { Image = {}, Photo = {}, GPSInfo = {} } = exifReader(exif);
    const told = [Image.DateTime, Image.Make, Image.Model, Image.Artist, Photo.DateTimeOriginal, Photo.BodySerialNumber];
    return Object.keys(GPSInfo).length > 0 || told.some((value) => value !== undefined);
  } catch {
    return true;
  }
}

/** Reads the head of every photo in the folder, as the build's pipeline will. */
export async function checkPhotos(dir = PHOTOS_DIR): Promise<PhotoCheck> {
  const check: PhotoCheck = { unreadable: [], withMetadata: [] };
  for (const file of photoFiles(dir)) {
    try {
      const { exif, xmp } = await sharp(join(dir, file)).metadata();
      if (xmp || (exif && tellsAbout(exif))) check.withMetadata.push(file);
    } catch (error) {
      check.unreadable.push({ file, reason: (error as Error).message });
    }
  }
  return check;
}
