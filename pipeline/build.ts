/**
 * `npm run build`: checks the content, then builds the site into a staging
 * folder and moves it into build/ only when every step succeeded (./build-site.ts).
 *
 *   npm run build                      quiet: one summary line
 *   BUILD_VERBOSE=1 npm run build      every step's full output
 *   WEDDING_SITE_DIR=other npm run build   into other/ instead of build/
 *
 * This is where a build reads its environment, once (./environment.ts); each
 * step is handed what it needs (./site-steps.ts).
 */
import { basename, dirname, join, resolve } from "node:path";
import { buildSite } from "./build-site";
import { readEnvironment } from "./environment";
import { checkedSite, siteSteps } from "./site-steps";

const root = resolve(import.meta.dirname, "..");
const environment = readEnvironment(process.env);
const checked = await checkedSite(root, environment);
// Each check names what is wrong itself; nothing to add.
if (!checked) process.exit(1);
const outDir = resolve(root, environment.siteDir);
const result = await buildSite({
  outDir,
  stagingDir: join(dirname(outDir), `.${basename(outDir)}-next`),
  verbose: environment.verbose,
  steps: siteSteps(checked, environment),
});
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
