// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { projectFiles } from "./project-copy";

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A small project as a couple has it: their files, and what npm, the build and the tests wrote beside them. */
function aProject(): string {
  folder = mkdtempSync(join(tmpdir(), "project-"));
  const files = [
    "package.json",
    "content/wedding.ts",
    "content/photos/IMG_2041.JPG",
    "node_modules/react/index.js",
    "build/client/index.html",
    ".build-next/client/index.html",
    ".react-router/types/x.ts",
    "test-results/run.json",
    "screenshots/landing-375.png",
    "npm-debug.log",
  ];
  for (const file of files) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), "");
  }
  writeFileSync(
    join(folder, ".gitignore"),
    "node_modules/\nbuild/\n.build-next/\n.react-router/\ntest-results/\n/screenshots/\n*.log\n",
  );
  return folder;
}

const OWN = [".gitignore", "content/photos/IMG_2041.JPG", "content/wedding.ts", "package.json"];

describe("the project's own files, for a copy on other content", () => {
  it("in a plain folder (a ZIP download): everything but what npm, the build and the tests wrote", () => {
    expect(projectFiles(aProject()).sort()).toEqual(OWN);
  });

  it("in a git checkout: what git tracks or would add, uncommitted files included", () => {
    const root = aProject();
    spawnSync("git", ["init", "-q"], { cwd: root });
    spawnSync("git", ["add", "package.json"], { cwd: root });
    expect(projectFiles(root).sort()).toEqual(OWN);
  });
});
