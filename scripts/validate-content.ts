/**
 * Checks the content before the build writes anything, and names every
 * field that is wrong, one line each. `npm run build` runs it first.
 *
 *   tsx scripts/validate-content.ts [content module, default src/content/wedding.ts]
 */
import { readdirSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { validateContent } from "../src/content/validate";

const modulePath = resolve(process.argv[2] ?? "src/content/wedding.ts");
const photosDir = resolve("src/content/photos");
const { wedding } = (await import(pathToFileURL(modulePath).href)) as { wedding: unknown };

const result = validateContent(wedding, readdirSync(photosDir));

if (!result.ok) {
  console.error(`The content in ${modulePath} has ${result.problems.length} problem(s):`);
  for (const problem of result.problems) console.error(`  - ${problem}`);
  console.error("Nothing was built. Fix the fields above and run the build again.");
  process.exit(1);
}
console.log("Content is valid.");
