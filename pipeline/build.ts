/**
 * `npm run build`: checks the content, then builds the site into a staging
 * folder and moves it into build/ only when every step succeeded. A build
 * that fails leaves build/ as it was (the last site that built, still served
 * by `npm run serve`) and says why in one paragraph, not a stack trace.
 *
 *   npm run build                      quiet: one summary line
 *   BUILD_VERBOSE=1 npm run build      every step's full output
 *   WEDDING_SITE_DIR=other npm run build   into other/ instead of build/
 */
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { passphraseProblem, secretProblem } from "./passphrase";

export type BuildStep = {
  /** What the step does, as the failure message says it: "prerendering the pages". */
  doing: string;
  command: string;
  args: string[];
  /** Environment of its own, beside WEDDING_BUILD_DIR (which it may name otherwise). */
  env?: Record<string, string>;
};

export type BuildOptions = {
  /** The folder the site is served from, which only a whole build replaces. */
  outDir: string;
  /** Where the steps write, told to them as WEDDING_BUILD_DIR. */
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

export function withoutKnownNoise(output: string): string {
  return output
    .split("\n")
    .filter((line) => !KNOWN_NOISE.includes(line.trim()))
    .join("\n");
}

export function buildSite({ outDir, stagingDir, steps, verbose = false }: BuildOptions): BuildResult {
  rmSync(stagingDir, { recursive: true, force: true });
  for (const step of steps) {
    const run = spawnSync(step.command, step.args, {
      env: { ...process.env, WEDDING_BUILD_DIR: stagingDir, ...step.env },
      stdio: verbose ? "inherit" : "pipe",
      encoding: "utf8",
    });
    if (run.status !== 0) {
      rmSync(stagingDir, { recursive: true, force: true });
      const output = `${run.stdout ?? ""}\n${run.stderr ?? ""}\n${run.error?.message ?? ""}`;
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
    // A step that succeeds quietly may still have a line worth reading (the summary, a warning).
    if (!verbose) {
      process.stdout.write(run.stdout);
      process.stderr.write(withoutKnownNoise(run.stderr));
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

if (process.argv[1] === import.meta.filename) {
  const root = resolve(import.meta.dirname, "..");
  const tsx = (script: string): BuildStep["args"] => ["--import", "tsx", join(root, script)];
  const validation = spawnSync(process.execPath, tsx("pipeline/validate-content.ts"), { stdio: "inherit" });
  // The content check names every wrong field itself; nothing to add.
  if (validation.status !== 0) process.exit(1);
  const weakSecrets = [passphraseProblem(process.env.WEDDING_PASSPHRASE), secretProblem(process.env.WEDDING_SECRET)];
  if (weakSecrets.some(Boolean)) {
    console.error(weakSecrets.filter(Boolean).join("\n"));
    process.exit(1);
  }

  const outDir = resolve(root, process.env.WEDDING_SITE_DIR || "build");
  const stagingDir = join(dirname(outDir), `.${basename(outDir)}-next`);
  const prerender = [join(root, "node_modules/@react-router/dev/bin.js"), "build"];
  // The pages of the guests in some groups: prerendered again for each set, then sealed into the staging build.
  const { groupSetsToBuild } = await import("./group-sets");
  const forGroups = groupSetsToBuild().flatMap((groups, index): BuildStep[] => {
    const env = { WEDDING_GROUPS: groups, WEDDING_BUILD_DIR: join(stagingDir, `groups-${index}`) };
    return [
      { doing: `prerendering the pages for the guests in ${groups}`, command: process.execPath, args: prerender, env },
      {
        doing: `sealing the pages for the guests in ${groups}`,
        command: process.execPath,
        args: tsx("pipeline/seal-groups.ts"),
        env: { ...env, WEDDING_SEAL_INTO: stagingDir },
      },
    ];
  });
  const result = buildSite({
    outDir,
    stagingDir,
    verbose: Boolean(process.env.BUILD_VERBOSE),
    steps: [
      {
        doing: "cutting the fonts to the site's letters",
        command: process.execPath,
        args: tsx("pipeline/cut-fonts.ts"),
      },
      { doing: "prerendering the pages", command: process.execPath, args: prerender },
      ...forGroups,
      { doing: "finishing the files for static hosts", command: process.execPath, args: tsx("pipeline/postbuild.ts") },
    ],
  });
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
}
