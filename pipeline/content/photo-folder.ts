import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

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

/** What changes when a file is written again, even under its old name: its size and when it was written. */
export function stampOf(file: string): string | undefined {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat && `${stat.size}:${stat.mtimeMs}`;
}

/** Each file of the folder by its name, with its stamp. */
export function stampsIn(dir: string): Map<string, string> {
  return new Map(
    filesIn(dir).flatMap((name) => {
      const stamp = stampOf(join(dir, name));
      // A file taken away between the two looks is not there.
      return stamp === undefined ? [] : [[name, stamp] as const];
    }),
  );
}

/** The names of the files added, taken away or written again between two looks at a folder. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}
