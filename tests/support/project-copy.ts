/**
 * A copy of the project's own files, as a couple's edits left them, for a test
 * run on other content (tests/support/test-sites.ts): in a git checkout the
 * files git knows or would add (uncommitted edits included, what .gitignore
 * leaves out excluded); in a plain folder (GitHub's "Download ZIP"), every file
 * but what the build, the tests and npm write.
 */
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";

/** What a plain folder holds that is not the project's own: written by npm, the build, the tests and the tools. */
const WRITTEN =
  /^(node_modules|build|build-private|\.build-next.*|\.build-private-next.*|\.react-router|test-results|playwright-report|screenshots|\.git)$|\.log$/;

function gitFiles(root: string): string[] | undefined {
  const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  });
  return listed.status === 0 ? listed.stdout.split("\0").filter(Boolean) : undefined;
}

/** Every file of a plain folder, relative to it, without what WRITTEN names at any depth. */
function folderFiles(root: string, under = ""): string[] {
  return readdirSync(join(root, under), { withFileTypes: true })
    .filter((entry) => !WRITTEN.test(entry.name))
    .flatMap((entry) => {
      const path = under ? `${under}/${entry.name}` : entry.name;
      return entry.isDirectory() ? folderFiles(root, path) : [path];
    });
}

/** The project's own files, relative to its root. */
export function projectFiles(root: string): string[] {
  return gitFiles(root) ?? folderFiles(root);
}

/** Copies the project's own files from `root` to `to`, and links its node_modules there. */
export function copyProject(root: string, to: string) {
  for (const file of projectFiles(root)) {
    try {
      cpSync(join(root, file), join(to, file));
    } catch (error) {
      // A file deleted but not yet committed is still listed; it is gone, as it should be.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(join(root, "node_modules"), join(to, "node_modules"), "dir");
}
