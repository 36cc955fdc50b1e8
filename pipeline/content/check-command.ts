/**
 * The content check's one entry point: `npm run build`, `npm run dev` and `npm test` run it first, and the
 * dev server (../vite/content-check-plugin.ts) calls `checkContentFile` on every save. It reads the content file
 * before it loads a module that imports it (./content-check.ts), so a mistake in the file is a sentence with
 * its line and a caret, never the stack of whichever module imported it first.
 *
 *   tsx pipeline/content/check-command.ts [content module, default content/wedding.ts]
 */
import { relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ContentFolders, ContentReport } from "./content-check";
import { readContentFile } from "./content-file";
import { readEnvironment } from "../environment";
import { CONTENT_FILE } from "../../src/content/folders";

type Loaders = {
  /** The content module, as the command runs it (Node's import, or Vite's module runner). */
  content: () => Promise<Record<string, unknown>>;
  /** The check proper, loaded the same way once the content file reads. */
  check?: () => Promise<typeof import("./content-check")>;
};

export async function checkContentFile(
  modulePath: string,
  shownPath: string,
  { content, check = () => import("./content-check") }: Loaders,
  scope: "fields" | "all",
  folders?: ContentFolders,
): Promise<ContentReport> {
  const file = await readContentFile(modulePath, shownPath, content);
  if (!file.ok) return { ok: false, problems: [file.problem], notes: [] };
  const { checkContent } = await check();
  return checkContent(file.wedding, shownPath, scope, folders);
}

const householdCount = (count: number) => (count === 1 ? "1 household" : `${count} households`);

/** The whole check of a content module with its photos and the guest list, said in the terminal; true when it passed. */
export async function checkContentModule(modulePath: string, guestList: string): Promise<boolean> {
  const shownPath = relative(process.cwd(), modulePath);
  const content = () => import(pathToFileURL(modulePath).href);
  const { CONTENT_FOLDERS } = await import("./content-check");
  const report = await checkContentFile(modulePath, shownPath, { content }, "all", { ...CONTENT_FOLDERS, guestList });
  for (const problem of report.problems) console.error(problem);
  if (!report.ok) {
    console.error("Nothing was built. Fix the problems above and run the command again.");
    return false;
  }
  console.log("Content is valid.");
  // Said, so that a couple knows the list was read, and from which file.
  if (report.households) console.log(`${guestList}: ${householdCount(report.households)}.`);
  for (const note of report.notes) console.warn(note);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { guestList } = readEnvironment(process.env);
  if (!(await checkContentModule(resolve(process.argv[2] ?? CONTENT_FILE), guestList))) process.exit(1);
}
