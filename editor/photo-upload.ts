/**
 * A photo dropped on the editor's form, kept in the photos folder as the site wants it: under a name safe in
 * an address, never another photo's, upright, without the EXIF data a phone writes (GPS position included),
 * a transparent PNG still transparent; the same photo dropped again is the one kept before. A HEIC photo, which
 * the site cannot show, gets a sentence instead.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cleanedPhoto } from "../pipeline/content/clean-photo";
import { filesIn } from "../pipeline/content/photo-folder";
import { PHOTOS_FOLDER } from "../src/content/folders";
import { writablePath } from "./guard";

const HEIC =
  "is a HEIC photo, which browsers cannot show: export it as JPEG (on a Mac, in Photos: File › Export; on an iPhone, set Settings › Camera › Formats to Most Compatible for the next ones), then drop the JPEG";

/** "IMG 2041 (1).HEIC" as a photo's name: "img-2041-1", letters of any language kept, the rest a hyphen. */
export function photoStem(original: string): string {
  const stem = original
    .replace(/\.[^.]*$/, "")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return stem || "photo";
}

/** Whether the bytes are a HEIC or HEIF photo (an iPhone's), whatever the file is called. */
const isHeic = (bytes: Buffer) =>
  bytes.subarray(4, 8).toString("latin1") === "ftyp" &&
  /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(bytes.subarray(8, 12).toString("latin1"));

/** The photo's name in the folder (`already` when the same photo was there), or why it was not kept. */
export type KeptPhoto = { file: string; already?: true } | { problem: string };

/** Keeps the photo `original` names in the photos folder of `root`, cleaned: its file name there, or why not. */
export async function keepPhoto(root: string, original: string, bytes: Buffer): Promise<KeptPhoto> {
  if (isHeic(bytes) || /\.hei[cf]$/i.test(original)) return { problem: `${original} ${HEIC}.` };
  let cleaned;
  try {
    cleaned = await cleanedPhoto(bytes);
  } catch {
    return { problem: `${original} cannot be read as a photo: export it again as JPEG and drop that.` };
  }
  // Cleaning makes the same bytes of the same photo: a second drop of it is the first one's file.
  const folder = join(root, PHOTOS_FOLDER);
  const same = filesIn(folder).find((file) => {
    const path = join(folder, file);
    return statSync(path).size === cleaned.bytes.length && readFileSync(path).equals(cleaned.bytes);
  });
  if (same) return { file: same, already: true };
  const stem = photoStem(original);
  const free = (count: number): string => {
    const file = `${stem}${count > 1 ? `-${count}` : ""}.${cleaned.extension}`;
    return existsSync(join(folder, file)) ? free(count + 1) : file;
  };
  const file = free(1);
  const target = writablePath(root, `${PHOTOS_FOLDER}/${file}`);
  if (!target) return { problem: `${file} cannot be kept in ${PHOTOS_FOLDER}/.` };
  writeFileSync(target, cleaned.bytes);
  return { file };
}
