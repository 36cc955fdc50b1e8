// @vitest-environment node
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import packageJson from "../package.json";
import { NOT_FOUND } from "../src/pages";
import { CLIENT_DIR } from "./support/bundle-size";

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
type Step = { uses?: string; run?: string; with?: Record<string, string> };
type Workflow = {
  on: { push: { branches: string[] }; pull_request: unknown };
  jobs: Record<string, { steps: Step[]; needs?: string; if?: string }>;
};

describe("the deploy files", () => {
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
});
