/**
 * Runs the whole test suite again on other couples' content (tests/couples/):
 * for each, in a copy of the project whose src/content/wedding.ts and
 * src/content/photos/ are that couple's, exactly as a couple would change
 * them. A test that expects the sample's names, times, counts or sizes fails
 * here, so the next couple's first edit keeps their CI green.
 *
 *   npm run test:couples             every couple in tests/couples/
 *   npm run test:couples -- krakow   one of them
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { copyProject } from "./project-copy";

const ROOT = resolve(import.meta.dirname, "../..");
const COUPLES = "tests/couples";

function swapInCouple(project: string, couple: string) {
  // The couple's file imports the schema by its path from tests/couples/<couple>/, which the copy keeps.
  writeFileSync(
    join(project, "src/content/wedding.ts"),
    `// The content of tests/couples/${couple}/, for npm run test:couples.\nexport { wedding } from "../../${COUPLES}/${couple}/wedding";\n`,
  );
  const photos = join(project, "src/content/photos");
  rmSync(photos, { recursive: true });
  cpSync(join(ROOT, COUPLES, couple, "photos"), photos, { recursive: true });
}

function run(project: string, couple: string, script: string): boolean {
  console.log(`\n[${couple}] npm run ${script}`);
  const env = { ...process.env, OTHER_COUPLE: couple };
  return spawnSync("npm", ["run", script], { cwd: project, stdio: "inherit", env }).status === 0;
}

/** Runs the suite on one couple's content; the copy is kept when a test fails, to look into. */
function testCouple(couple: string): boolean {
  const project = mkdtempSync(join(tmpdir(), `wedding-${couple}-`));
  // mkdtemp makes it private; the nginx test's workers, another user, must read the build.
  chmodSync(project, 0o755);
  copyProject(ROOT, project);
  swapInCouple(project, couple);
  console.log(
    `[${couple}] ${readdirSync(join(project, "src/content/photos")).length} photos and ${COUPLES}/${couple}/wedding.ts, in ${project}`,
  );
  const passed = run(project, couple, "test:unit") && run(project, couple, "test:browser");
  if (passed) {
    rmSync(project, { recursive: true, force: true });
    console.log(`[${couple}] every test passed on this couple's content.`);
  } else {
    console.error(`[${couple}] tests failed on this couple's content; the copy is kept in ${project} to look into.`);
  }
  return passed;
}

const known = readdirSync(join(ROOT, COUPLES));
const asked = process.argv.slice(2);
const unknown = asked.filter((couple) => !known.includes(couple));
if (unknown.length > 0) {
  console.error(`No couple named ${unknown.join(", ")} in ${COUPLES}/; there are ${known.join(", ")}.`);
  process.exit(2);
}
// Every couple runs, so one failing does not hide what another would show.
const failed = (asked.length > 0 ? asked : known).filter((couple) => !testCouple(couple));
if (failed.length > 0) {
  console.error(`Tests failed on the content of ${failed.join(", ")}.`);
  process.exit(1);
}
