// @vitest-environment node
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import packageJson from "../package.json";
import { readEnvironment } from "../pipeline/environment";
import { GUEST_LIST } from "../src/content/folders";
import { NOT_FOUND } from "../src/pages";
import { CLIENT_DIR } from "./support/bundle-size";
import { guestListCsv, testHouseholds } from "./support/guest-list";
import { PRIVATE_OUTPUT } from "../tools/links";

/**
 * The files the hosts read on their own (netlify.toml, wrangler.toml, the
 * GitHub Actions workflow) say what the build does and what docs/deploy.md says:
 * the build command, the folder it writes, and the Node it needs.
 */
const read = (file: string) => readFileSync(file, "utf8");
const BUILD_COMMAND = "npm run build";
const CLIENT = relative(process.cwd(), CLIENT_DIR);
const NODE_VERSION = read(".node-version").trim();
const DEPLOY_DOC = read("docs/deploy.md");

type Netlify = { build: { command: string; publish: string; environment: { NODE_VERSION: string } } };
type Wrangler = { build: { command: string }; assets: { directory: string; not_found_handling: string } };
type Step = { uses?: string; run?: string; if?: string; with?: Record<string, string>; env?: Record<string, string> };
type Workflow = {
  on: { push: { branches: string[] }; pull_request: unknown };
  jobs: Record<string, { steps: Step[]; needs?: string; if?: string }>;
};

/** The repository's secrets a text reads (`${{ secrets.NAME }}`). */
const secretsIn = (text: string) =>
  [...new Set([...text.matchAll(/\$\{\{\s*secrets\.(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();
/** The secrets docs/deploy.md's table asks a couple to set, by name. */
const SECRETS_IN_DOCS = [...DEPLOY_DOC.matchAll(/^\s*\| `([A-Z_]+)` \|/gm)].map((match) => match[1]).sort();

/** The step that builds the site the workflow publishes: its script ends with the build command. */
const publishes = (step: Step) => step.run?.trim().split("\n").at(-1) === BUILD_COMMAND;

/**
 * A step's script, run as the workflow runs it in a checkout of its own (`prepare` fills it, `check` reads it
 * after), with an npm that writes down what it is asked to run: what the script printed, and what it asked npm for.
 */
function runStep(
  step: Step,
  env: Record<string, string>,
  prepare: (checkout: string) => void = () => {},
  check: (checkout: string) => void = () => {},
) {
  const checkout = mkdtempSync(join(tmpdir(), "wedding-workflow-"));
  try {
    mkdirSync(join(checkout, "bin"));
    writeFileSync(join(checkout, "bin", "npm"), '#!/bin/sh\necho "$*" >> asked\n');
    chmodSync(join(checkout, "bin", "npm"), 0o755);
    prepare(checkout);
    const ran = spawnSync("bash", ["-e", "-c", step.run ?? ""], {
      cwd: checkout,
      env: { PATH: `${join(checkout, "bin")}:${process.env.PATH}`, ...env },
      encoding: "utf8",
    });
    expect(ran.status).toBe(0);
    check(checkout);
    const asked = join(checkout, "asked");
    return {
      output: ran.stdout + ran.stderr,
      asked: existsSync(asked) ? readFileSync(asked, "utf8").trim().split("\n") : [],
    };
  } finally {
    rmSync(checkout, { recursive: true, force: true });
  }
}

// Each runs a workflow's steps in bash, a few processes a test: seconds on a busy machine.
describe("the deploy files", { timeout: 30_000 }, () => {
  it("build with the build command into the folder the build writes", () => {
    expect(packageJson.scripts.build).toBeTruthy();
    expect(CLIENT).toBe("build/client");
    const netlify = parseToml(read("netlify.toml")) as unknown as Netlify;
    expect(netlify.build.command).toBe(BUILD_COMMAND);
    expect(netlify.build.publish).toBe(CLIENT);
    const wrangler = parseToml(read("wrangler.toml")) as unknown as Wrangler;
    expect(wrangler.build.command).toBe(BUILD_COMMAND);
    expect(relative(".", wrangler.assets.directory)).toBe(CLIENT);
    // An unknown path gets the nearest 404.html, the game's under /gamer/.
    expect(wrangler.assets.not_found_handling).toBe("404-page");
    expect(`${NOT_FOUND.path}.html`).toBe("/404.html");
  });

  it("name the Node that package.json's engines ask for", () => {
    const least = packageJson.engines.node.match(/>=\s*(\d+)/)?.[1];
    expect(NODE_VERSION).toBe(least);
    const netlify = parseToml(read("netlify.toml")) as unknown as Netlify;
    expect(netlify.build.environment.NODE_VERSION).toBe(NODE_VERSION);
  });

  it("test every pull request and push to main as CI does, then publish a push's build to GitHub Pages", () => {
    const workflow = parseYaml(read(".github/workflows/deploy.yml")) as Workflow;
    expect(workflow.on.push.branches).toEqual(["main"]);
    expect(workflow.on).toHaveProperty("pull_request");
    expect(workflow.jobs.deploy.if).toBe("github.event_name != 'pull_request'");
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const step = (action: string) => steps.find((candidate) => candidate.uses?.startsWith(`${action}@`));
    expect(step("actions/setup-node")?.with?.["node-version-file"]).toBe(".node-version");
    expect(steps.map((candidate) => candidate.run)).toContain("bash .ci/run");
    expect(step("actions/upload-pages-artifact")?.with?.path).toBe(CLIENT);
    expect(step("actions/deploy-pages")).toBeDefined();
    expect(workflow.jobs.deploy.needs).toBe("test");
  });

  it("are the ones docs/deploy.md names, with the same command and folder", () => {
    for (const file of ["netlify.toml", "wrangler.toml", ".github/workflows/deploy.yml", ".node-version"]) {
      expect(DEPLOY_DOC).toContain(file);
    }
    expect(DEPLOY_DOC).toContain(`\`${BUILD_COMMAND}\``);
    expect(DEPLOY_DOC).toContain(`\`${CLIENT}\``);
  });

  it("pass the secrets docs/deploy.md names: the guest list before the tests, the rest to the build they publish", () => {
    const text = read(".github/workflows/deploy.yml");
    const { steps } = (parseYaml(text) as Workflow).jobs.test;
    expect(SECRETS_IN_DOCS).toEqual(["GUESTS_CSV", "WEDDING_PASSPHRASE", "WEDDING_SECRET"]);
    expect(secretsIn(text)).toEqual(SECRETS_IN_DOCS);
    expect(secretsIn(read("docs/privacy.md"))).toEqual(SECRETS_IN_DOCS);

    const guests = steps.findIndex((step) => step.env?.GUESTS_CSV !== undefined);
    const tests = steps.findIndex((step) => step.run === "bash .ci/run");
    const build = steps.findIndex(publishes);
    const upload = steps.findIndex((step) => step.uses?.startsWith("actions/upload-pages-artifact@"));
    expect([guests, tests, build, upload].every((index) => index >= 0)).toBe(true);
    expect(guests < tests && tests < build && build < upload).toBe(true);
    expect(steps[build].if).toBe("github.event_name != 'pull_request'");
    // Each secret the build gets is one it reads, under its own name.
    const given = Object.entries(steps[build].env ?? {}).filter(([, value]) => value.includes("secrets."));
    expect(given.map(([name]) => name).sort()).toEqual(["WEDDING_PASSPHRASE", "WEDDING_SECRET"]);
    for (const [name, value] of given) {
      expect(value).toBe(`\${{ secrets.${name} }}`);
      expect(readEnvironment({ [name]: "a value as long as a secret needs" }), name).not.toEqual(readEnvironment({}));
    }

    // The guest list step, run as the workflow runs it: the secret's text becomes the list, or no list at all.
    const list = guestListCsv(testHouseholds(["en", "de"], ["family"]));
    for (const secret of [list, ""]) {
      runStep(steps[guests], { GUESTS_CSV: secret }, undefined, (checkout) => {
        const written = join(checkout, GUEST_LIST);
        expect(existsSync(written) ? readFileSync(written, "utf8") : undefined).toBe(secret || undefined);
        // Readable by the run's own user alone.
        if (secret) expect(statSync(written).mode & 0o077).toBe(0);
      });
    }
  });

  it("hand each household's link and card to the run after the build, in a private repository only", () => {
    const { steps } = (parseYaml(read(".github/workflows/deploy.yml")) as Workflow).jobs.test;
    const build = steps.findIndex(publishes);
    const links = steps.findIndex((step) => step.run?.includes("npm run links"));
    const upload = steps.findIndex((step) => step.uses?.startsWith("actions/upload-artifact@"));
    expect(build >= 0 && build < links && links < upload).toBe(true);
    for (const step of [steps[links], steps[upload]]) {
      expect(step.if).toContain("github.event_name != 'pull_request'");
      // A public repository's runs are open to anyone; its households' links would open the site to anyone too.
      expect(step.if).toContain("github.event.repository.visibility == 'private'");
    }
    expect(steps[upload].with?.path?.replace(/\/$/, "")).toBe(relative(process.cwd(), PRIVATE_OUTPUT));
    expect(steps[links].env?.WEDDING_SECRET).toBe("${{ secrets.WEDDING_SECRET }}");
    // The cards print a private site's passphrase under its address (docs/privacy.md), from the build's secret.
    expect(steps[links].env?.WEDDING_PASSPHRASE).toBe("${{ secrets.WEDDING_PASSPHRASE }}");

    const ranWith = (secret: string, list: boolean) =>
      runStep(steps[links], { WEDDING_SECRET: secret }, (checkout) => {
        if (!list) return;
        mkdirSync(join(checkout, "private"));
        writeFileSync(join(checkout, GUEST_LIST), guestListCsv(testHouseholds(["en"], [])));
      }).asked;
    expect(ranWith("a secret as long as a secret needs", true)).toEqual(["run links", "run cards"]);
    expect(ranWith("", true)).toEqual([]);
    expect(ranWith("a secret as long as a secret needs", false)).toEqual([]);
  });

  it("keep the guest list out of the repository: git never takes in private/", () => {
    // In a repository of its own: the project may be a download, not a clone.
    const repository = mkdtempSync(join(tmpdir(), "gitignore-"));
    try {
      writeFileSync(join(repository, ".gitignore"), read(".gitignore"));
      expect(spawnSync("git", ["init", "--quiet"], { cwd: repository }).status).toBe(0);
      expect(spawnSync("git", ["check-ignore", "--quiet", GUEST_LIST], { cwd: repository }).status).toBe(0);
    } finally {
      rmSync(repository, { recursive: true, force: true });
    }
  });

  it("say on the run's page when a private repository publishes its site without a passphrase", () => {
    const { steps } = (parseYaml(read(".github/workflows/deploy.yml")) as Workflow).jobs.test;
    const build = steps.find(publishes);
    expect(build?.env?.VISIBILITY).toBe("${{ github.event.repository.visibility }}");
    const warned = (visibility: string, passphrase: string) => {
      const { output, asked } = runStep(build ?? {}, { VISIBILITY: visibility, WEDDING_PASSPHRASE: passphrase });
      expect(asked).toEqual(["run build"]);
      return output.includes("::warning::");
    };
    expect(warned("private", "")).toBe(true);
    expect(warned("private", "violet harbour ladder seven")).toBe(false);
    expect(warned("public", "")).toBe(false);
  });
});
