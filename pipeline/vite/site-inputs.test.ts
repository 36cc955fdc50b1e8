// @vitest-environment node
import { describe, expect, it } from "vitest";
import { resolveConfig, type Plugin } from "vite";
import { siteInputs } from "./site-inputs";

/** What each of a config's site-inputs plugins answers for the virtual module, in the config's order. */
async function answers(plugins: Plugin[]) {
  const config = await resolveConfig({ configFile: false, logLevel: "silent", plugins }, "build");
  const mine = config.plugins.filter((plugin) => plugin.name === plugins[0].name);
  return mine.map((plugin) => {
    const call = <T>(hook: unknown, ...args: unknown[]) =>
      typeof hook === "function" ? (hook as (...a: unknown[]) => T).call({}, ...args) : undefined;
    const resolved = call<string | undefined>(plugin.resolveId, "virtual:wedding/inputs", undefined, {});
    return resolved && call<string | undefined>(plugin.load, resolved);
  });
}

describe("the build's inputs", () => {
  it("come from the plugin given last: a prerender's settings over vite.config.ts's public site", async () => {
    const [file, prerender] = await answers([
      siteInputs(),
      siteInputs({ groups: ["family"], sealed: true, householdLinks: true, formality: "formal" }),
    ]);
    expect(file).toBeUndefined();
    expect(prerender).toContain('export const groups = ["family"];');
    expect(prerender).toContain("export const sealed = true;");
    expect(prerender).toContain('export const formality = "formal";');
  });

  it("are the public site's where nothing else is given", async () => {
    const [only] = await answers([siteInputs()]);
    expect(only).toContain("export const groups = [];");
    expect(only).toContain("export const sealed = false;");
    // The content's own formality: a module that imports it by name finds it.
    expect(only).toContain("export const formality = undefined;");
  });
});
