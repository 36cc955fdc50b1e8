/**
 * Checks the content before anything else runs, and names every field that
 * is wrong, one line each. `npm run build`, `npm run dev` and `npm test` run
 * it first. It reads the content file before it loads a module that imports
 * it (./content-check.ts), so a slip in the file is a sentence with its line
 * and a caret, never the stack of whichever module imported it first.
 *
 *   tsx pipeline/validate-content.ts [content module, default src/content/wedding.ts]
 */
import { pathToFileURL } from "node:url";
import { relative, resolve } from "node:path";
import { readContentFile } from "./content-file";

const modulePath = resolve(process.argv[2] ?? "src/content/wedding.ts");
const shownPath = relative(process.cwd(), modulePath);
const file = await readContentFile(modulePath, shownPath, () => import(pathToFileURL(modulePath).href));
if (!file.ok) {
  console.error(`${file.problem}\nNothing was built. Fix it and run the command again.`);
  process.exit(1);
}
const { checkContent } = await import("./content-check");
if (!(await checkContent(file.wedding, shownPath))) process.exit(1);
