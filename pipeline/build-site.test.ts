// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildSite, reasonIn, runScript, withoutKnownNoise, type BuildStep } from "./build-site";

const writesPage = (text: string): BuildStep => ({
  doing: "prerendering the pages",
  run: async (staging) => {
    mkdirSync(join(staging, "client"), { recursive: true });
    writeFileSync(join(staging, "client/index.html"), text);
  },
});

/** A step in a process of its own, as the prerender is: `code` in a script of the test's. */
function scriptStep(doing: string, code: string): BuildStep {
  const script = join(project, `step-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(script, code);
  return { doing, run: () => runScript(script, [], false) };
}

// What React Router prints when a route throws while it is prerendered: the error, its stack and the page.
const PRERENDER_CRASH = `console.log("vite v8 building for production...");
console.error("Error: No photo named IMG_2041.JPG in content/photos/\\n    at pictureOf (src/content/photos.server.ts:41:23)\\n    at shown (src/site/shown.server.ts:30:7)");
console.error("<!DOCTYPE html><html lang=\\"en\\"><head>" + "<meta>".repeat(50));
process.exit(1);`;

let project: string;
let outDir: string;
let stagingDir: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "wedding-build-test-"));
  outDir = join(project, "build");
  stagingDir = join(project, ".build-next");
  mkdirSync(join(outDir, "client"), { recursive: true });
  writeFileSync(join(outDir, "client/index.html"), "the last site that built");
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

const finishing: BuildStep = { doing: "finishing", run: async () => {} };

describe("buildSite", () => {
  it("moves a whole build into place", async () => {
    expect(await buildSite({ outDir, stagingDir, steps: [writesPage("new"), finishing] })).toEqual({ ok: true });
    expect(readFileSync(join(outDir, "client/index.html"), "utf8")).toBe("new");
    expect(existsSync(stagingDir)).toBe(false);
  });

  it("leaves the last build untouched when a step fails, and says why in one plain paragraph", async () => {
    const crash = scriptStep("prerendering the pages", PRERENDER_CRASH);
    const result = await buildSite({ outDir, stagingDir, steps: [crash, writesPage("never")] });
    expect(result.ok).toBe(false);
    const message = result.ok ? "" : result.message;
    expect(message).toBe(
      "The build stopped while prerendering the pages: No photo named IMG_2041.JPG in content/photos/. " +
        "Nothing in build/ was changed, so it still holds the last site that built. " +
        "Run `BUILD_VERBOSE=1 npm run build` to see everything the step printed.",
    );
    expect(readFileSync(join(outDir, "client/index.html"), "utf8")).toBe("the last site that built");
    expect(existsSync(stagingDir)).toBe(false);
  });

  it("keeps the last build when a later step fails after an earlier one wrote files", async () => {
    const failing: BuildStep = {
      doing: "finishing the files for static hosts",
      run: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'file')");
      },
    };
    const result = await buildSite({ outDir, stagingDir, steps: [writesPage("half"), failing] });
    expect(result.ok ? "" : result.message).toMatch(
      /^The build stopped while finishing the files for static hosts: Cannot read properties of undefined \(reading 'file'\)\. /,
    );
    expect(readFileSync(join(outDir, "client/index.html"), "utf8")).toBe("the last site that built");
  });

  it("builds the first time, with no build/ yet", async () => {
    rmSync(outDir, { recursive: true });
    expect(await buildSite({ outDir, stagingDir, steps: [writesPage("first")] })).toEqual({ ok: true });
    expect(readFileSync(join(outDir, "client/index.html"), "utf8")).toBe("first");
  });
});

describe("reasonIn", () => {
  it("finds the error line among colours, stacks and HTML", () => {
    expect(reasonIn("\u001b[31mError: \u001b[39mPrerender failed for /classic\n    at x (y.ts:1:1)\n<html>")).toBe(
      "Prerender failed for /classic",
    );
    expect(reasonIn("[vite]: Rollup failed\nerror: Could not resolve ./missing\n")).toBe("Could not resolve ./missing");
  });

  it("falls back to the last line that is not a stack frame", () => {
    expect(reasonIn("building...\nsomething odd happened\n    at z (q.ts:1:1)\n")).toBe("something odd happened");
    expect(reasonIn("")).toBe("it stopped without saying why");
  });
});

describe("withoutKnownNoise", () => {
  it("drops React Router's envFile deprecation, which the project cannot act on, and keeps every other line", () => {
    const output =
      "The `envFile` option is deprecated, please use `envDir: false` instead.\n(!) Some chunks are larger than 500 kB\n";
    expect(withoutKnownNoise(output)).toBe("(!) Some chunks are larger than 500 kB\n");
  });
});
