import { readdirSync } from "node:fs";

/**
 * Every file's name in the photos folder; none when the folder is missing, so
 * that each photo in the content says its file is not there, rather than the
 * build stopping on the folder.
 */
export function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}
