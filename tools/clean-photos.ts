/**
 * Strips EXIF data (GPS position, camera, date) from the photos in
 * content/photos/ themselves. The build already strips it from every
 * copy it serves; this keeps it out of the repository too, where anyone who
 * can read the code could find where a photo was taken.
 *
 *   npm run photos:clean
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { checkPhotos, PHOTOS_DIR } from "../pipeline/content/photo-check";
import { PHOTOS_FOLDER } from "../src/content/folders";

/**
 * Writes the photo again without its metadata, turned the way its EXIF said
 * (that is the one thing the data did for the picture), at a quality high
 * enough that the build's own copies do not change visibly.
 */
export async function cleanPhoto(path: string): Promise<void> {
  const image = sharp(readFileSync(path)).rotate();
  const { format } = await image.metadata();
  const encoded =
    format === "png"
      ? image.png()
      : format === "webp"
        ? image.webp({ quality: 95 })
        : image.jpeg({ quality: 95, mozjpeg: true });
  writeFileSync(path, await encoded.toBuffer());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { withMetadata: dirty } = await checkPhotos();
  for (const file of dirty) await cleanPhoto(join(PHOTOS_DIR, file));
  console.log(
    dirty.length === 0
      ? `No photo in ${PHOTOS_FOLDER}/ carries EXIF data.`
      : `Stripped EXIF data from ${dirty.join(", ")}.`,
  );
}
