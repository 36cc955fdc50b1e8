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
import { cleanedPhoto } from "../pipeline/content/clean-photo";
import { checkPhotos, PHOTOS_DIR } from "../pipeline/content/photo-check";
import { PHOTOS_FOLDER } from "../src/content/folders";

export const cleanPhoto = async (path: string): Promise<void> =>
  writeFileSync(path, (await cleanedPhoto(readFileSync(path))).bytes);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { withMetadata: dirty } = await checkPhotos();
  for (const file of dirty) await cleanPhoto(join(PHOTOS_DIR, file));
  console.log(
    dirty.length === 0
      ? `No photo in ${PHOTOS_FOLDER}/ carries EXIF data.`
      : `Stripped EXIF data from ${dirty.join(", ")}.`,
  );
}
