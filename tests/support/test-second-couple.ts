/**
 * Runs the whole test suite again on a second couple's content
 * (tests/second-couple/): in a copy of the project whose
 * src/content/wedding.ts and src/content/photos/ are that couple's, exactly as
 * a couple would change them. A test that expects the sample's names, times or
 * counts fails here, so the next couple's first edit keeps their CI green.
 *
 *   npm run test:second-couple
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { copyProject } from "./project-copy";

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURE = "tests/second-couple";

function swapInFixture(project: string) {
  // The fixture imports the schema by its path from tests/second-couple/, which the copy keeps.
  writeFileSync(
    join(project, "src/content/wedding.ts"),
    `// The second couple's content, for npm run test:second-couple.\nexport { wedding } from "../../${FIXTURE}/wedding";\n`,
  );
  const photos = join(project, "src/content/photos");
  rmSync(photos, { recursive: true });
  cpSync(join(ROOT, FIXTURE, "photos"), photos, { recursive: true });
}

function run(project: string, script: string): boolean {
  console.log(`\n[second couple] npm run ${script}`);
  const env = { ...process.env, SECOND_COUPLE: "1" };
  return spawnSync("npm", ["run", script], { cwd: project, stdio: "inherit", env }).status === 0;
}

const project = mkdtempSync(join(tmpdir(), "wedding-second-couple-"));
// mkdtemp makes it private; the nginx test's workers, another user, must read the build.
chmodSync(project, 0o755);
copyProject(ROOT, project);
swapInFixture(project);
console.log(
  `[second couple] ${readdirSync(join(project, "src/content/photos")).length} photos and ${FIXTURE}/wedding.ts, in ${project}`,
);

const passed = run(project, "test:unit") && run(project, "test:browser");
if (passed) {
  rmSync(project, { recursive: true, force: true });
  console.log("[second couple] every test passed on the second couple's content.");
} else {
  console.error(
    `[second couple] tests failed on the second couple's content; the copy is kept in ${project} to look into.`,
  );
  process.exit(1);
}
