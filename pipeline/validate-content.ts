/**
 * The content check's one entry point: `npm run build`, `npm run dev` and `npm test` run it first, and the
 * dev server (./content-check-plugin.ts) calls `checkContentFile` on every save. It reads the content file
 * before it loads a module that imports it (./content-check.ts), so a slip in the file is a sentence with
 * its line and a caret, never the stack of whichever module imported it first.
 *
 *   tsx pipeline/validate-content.ts [content module, default src/content/wedding.ts]
 */
import { relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ContentReport } from "./content-check";
import { readContentFile } from "./content-file";

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
  photosDir?: string,
): Promise<ContentReport> {
  const file = await readContentFile(modulePath, shownPath, content);
  if (!file.ok) return { ok: false, problems: [file.problem], notes: [] };
  const { checkContent } = await check();
  return checkContent(file.wedding, shownPath, scope, photosDir);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const modulePath = resolve(process.argv[2] ?? "src/content/wedding.ts");
  const shownPath = relative(process.cwd(), modulePath);
  const content = () => import(pathToFileURL(modulePath).href);
  const report = await checkContentFile(modulePath, shownPath, { content }, "all");
  for (const problem of report.problems) console.error(problem);
  if (!report.ok) {
    console.error("Nothing was built. Fix the problems above and run the command again.");
    process.exit(1);
  }
  console.log("Content is valid.");
  for (const note of report.notes) console.warn(note);
}
