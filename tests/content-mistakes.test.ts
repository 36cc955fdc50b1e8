// @vitest-environment node
/**
 * The commands a couple runs, on a copy of the project whose content file has
 * the mistakes people make: each says the project's own sentence (the line, a
 * caret, what is likely missing) and no stack, whatever module imports the
 * content first.
 */
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { copyProject } from "./support/project-copy";
import { CONTENT_FILE } from "../src/content/folders";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "..");
const sample = readFileSync(join(ROOT, CONTENT_FILE), "utf8");

const project = mkdtempSync(join(tmpdir(), "wedding-mistakes-"));
chmodSync(project, 0o755);
copyProject(ROOT, project);
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The sample's first `field: "value"` line, and its value. */
const firstText = /^(\s+\w+: )"([^"]+)",/m.exec(sample);
if (!firstText) throw new Error(`${CONTENT_FILE} has no line of text to make mistakes in`);
const [line, field, value] = firstText;

const MISTAKES = {
  "a missing comma": { edit: line.replace(/,$/, ""), says: "a comma is likely missing just after this value" },
  "a curly quote": { edit: `${field}“${value}”,`, says: "is a curly quote" },
};

/** Runs an npm script in the copy with the content file as a mistake left it: what it printed, and how it ended. */
async function npmRun(script: string, content: string) {
  writeFileSync(join(project, CONTENT_FILE), content);
  const env = { ...process.env, PORT: "4391", CI: "" };
  const ended = await run("npm", ["run", "--silent", script], { cwd: project, env }).then(
    (done) => ({ code: 0, output: done.stdout + done.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
  return ended;
}

/** A line of a stack trace, or an error class's name as a library throws it. */
const STACK = /^\s+at |\w+Error\b|Error \[|node:internal/m;

describe("every command a couple runs, on a content file with a mistake", () => {
  for (const [mistake, { edit, says }] of Object.entries(MISTAKES)) {
    for (const script of mistake === "a missing comma" ? ["check", "build"] : ["check"]) {
      it(`npm run ${script}, with ${mistake}: the line, a caret and what is likely missing`, async () => {
        const { code, output } = await npmRun(script, sample.replace(line, edit));
        expect(code).not.toBe(0);
        expect(output).toContain(`${CONTENT_FILE} cannot be read, at line`);
        expect(output).toContain(says);
        expect(output).toMatch(/^\s+\|\s*\^$/m);
        expect(output).not.toMatch(STACK);
      }, 30_000);
    }
  }

  it("npm run build, with a block deleted: names the block and what it holds", async () => {
    const { code, output } = await npmRun("build", sample.replace(/^ {2}couple: \{[\s\S]*?^ {2}\},\n/m, ""));
    expect(code).not.toBe(0);
    expect(output).toContain("couple: is missing; it holds partnerOne and partnerTwo");
    expect(output).not.toMatch(STACK);
  }, 30_000);

  it("npm start, npm run dev and npm test read the content through check's or build's command before anything else", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    // What runs before it reads nothing of the content (server/listen-address.ts checks the port).
    const first = (script: string) =>
      scripts[script].replace(/^tsx server\/listen-address\.ts check && /, "").split(" && ")[0];
    for (const script of ["start", "dev", "test"])
      expect([scripts.check, "npm run build"], script).toContain(first(script));
  });
});
