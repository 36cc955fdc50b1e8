/**
 * A photo written again without its metadata (GPS position, camera, date), turned the way its EXIF said (the
 * one thing that data did for the picture), at a quality high enough that the build's own copies do not change
 * visibly; a PNG stays a PNG, transparency and all. `npm run photos:clean` (tools/clean-photos.ts) and the
 * editor's photos dropped in (editor/photo-upload.ts) clean them so.
 */
import sharp from "sharp";

export type CleanPhoto = { bytes: Buffer; extension: "jpg" | "png" | "webp" };

/** The photo cleaned; a format the site cannot show (HEIC, or not an image at all) throws sharp's error. */
export async function cleanedPhoto(bytes: Buffer): Promise<CleanPhoto> {
  const image = sharp(bytes).rotate();
  const { format } = await image.metadata();
  if (format === "png") return { bytes: await image.png().toBuffer(), extension: "png" };
  if (format === "webp") return { bytes: await image.webp({ quality: 95 }).toBuffer(), extension: "webp" };
  if (format !== "jpeg") throw new Error(`a ${format ?? "file"} the site cannot show`);
  return { bytes: await image.jpeg({ quality: 95, mozjpeg: true }).toBuffer(), extension: "jpg" };
}
