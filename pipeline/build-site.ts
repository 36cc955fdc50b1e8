/**
 * How a build runs its steps (./build.ts names them): into a staging folder,
 * moved into place only when every step succeeded. A build that fails leaves
 * the last one as it was (still served by `npm run serve`) and says why in one
 * paragraph, not a stack trace.
 */
import { spawn } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { basename } from "node:path";
import { stripVTControlCharacters } from "node:util";

export type BuildStep = {
  /** What the step does, as the failure message says it: "prerendering the pages". */
  doing: string;
  run: (stagingDir: string) => Promise<void>;
};

export type BuildOptions = {
  /** The folder the site is served from, which only a whole build replaces. */
  outDir: string;
  /** Where the steps write. */
  stagingDir: string;
  steps: BuildStep[];
  verbose?: boolean;
};

export type BuildResult = { ok: true } | { ok: false; message: string };

/**
 * The line of a step's output that says what went wrong: the first error
 * message, without the stack or the page's HTML that some tools print after it.
 */
export function reasonIn(output: string): string {
  const lines = stripVTControlCharacters(output)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const error = lines.find((line) => /^(\w*Error|error)\b:?/.test(line) && !/^\w*Error:?$/.test(line));
  const reason = error?.replace(/^(\w*Error|error):?\s*/, "") ?? lines.filter((line) => !line.startsWith("at ")).at(-1);
  return reason ? reason.replace(/\.$/, "") : "it stopped without saying why";
}

/**
 * @react-router/dev 7.18 passes Vite the `envFile` option Vite 8 deprecates,
 * and Vite says so for each environment it builds: nothing this project can
 * change (React Router 8 drops it), so the quiet build leaves it out.
 */
const KNOWN_NOISE = ["The `envFile` option is deprecated, please use `envDir: false` instead."];

export const isKnownNoise = (line: string) => KNOWN_NOISE.includes(stripVTControlCharacters(line).trim());

export function withoutKnownNoise(output: string): string {
  return output
    .split("\n")
    .filter((line) => !isKnownNoise(line))
    .join("\n");
}

/** A step that failed in a process of its own, with everything that process printed. */
class StepOutput extends Error {}

/**
 * Runs one of the build's scripts in a process of its own, with `args` as everything it is told. Quiet, what it
 * prints shows only when it succeeds, without the known noise; when it fails, the error says what it printed.
 */
export function runScript(script: string, args: readonly string[], verbose: boolean): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    stdio: verbose ? "inherit" : "pipe",
    // Each renders the pages as guests are served them, with React's production build, from its first import on.
    env: { ...process.env, NODE_ENV: "production" },
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => {
      if (code !== 0) return reject(new StepOutput(`${stdout}\n${stderr}`));
      process.stdout.write(stdout);
      process.stderr.write(withoutKnownNoise(stderr));
      resolve();
    });
  });
}

export async function buildSite({ outDir, stagingDir, steps, verbose = false }: BuildOptions): Promise<BuildResult> {
  rmSync(stagingDir, { recursive: true, force: true });
  for (const step of steps) {
    try {
      await step.run(stagingDir);
    } catch (error) {
      rmSync(stagingDir, { recursive: true, force: true });
      const output =
        error instanceof StepOutput ? error.message : error instanceof Error ? error.message : String(error);
      if (verbose && !(error instanceof StepOutput)) console.error(error);
      return {
        ok: false,
        message:
          `The build stopped while ${step.doing}: ${reasonIn(output)}. ` +
          `Nothing in ${basename(outDir)}/ was changed, so it still holds the last site that built. ` +
          (verbose
            ? "The step's full output is above."
            : "Run `BUILD_VERBOSE=1 npm run build` to see everything the step printed."),
      };
    }
  }
  swapIn(stagingDir, outDir);
  return { ok: true };
}

/** Two renames: a server sees the old site, then (for an instant) none, then the new one; never a mix. */
export function swapIn(stagingDir: string, outDir: string): void {
  const previous = `${stagingDir}-previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(outDir)) renameSync(outDir, previous);
  renameSync(stagingDir, outDir);
  rmSync(previous, { recursive: true, force: true });
}
