// @vitest-environment node
import { describe, expect, it } from "vitest";
import { resolveConfig, type Plugin } from "vite";
import { siteInputs, siteSettings } from "./site-inputs";

/** What a config's site-inputs plugin answers for the virtual module. */
async function answer(plugins: Plugin[]) {
  const inputs = siteInputs();
  const config = await resolveConfig({ configFile: false, logLevel: "silent", plugins: [inputs, ...plugins] }, "build");
  const plugin = config.plugins.find((each) => each.name === inputs.name);
  const call = <T>(hook: unknown, ...args: unknown[]) =>
    typeof hook === "function" ? (hook as (...a: unknown[]) => T).call({}, ...args) : undefined;
  const resolved = call<string | undefined>(plugin?.resolveId, "virtual:wedding/inputs", undefined, {});
  return resolved && call<string | undefined>(plugin?.load, resolved);
}

describe("the build's inputs", () => {
  it("are a prerender's, given as its settings beside vite.config.ts's plugins", async () => {
    const prerender = await answer([
      siteSettings({ groups: ["family"], sealed: true, householdLinks: true, formality: "formal" }),
    ]);
    expect(prerender).toContain('export const groups = ["family"];');
    expect(prerender).toContain("export const sealed = true;");
    expect(prerender).toContain('export const formality = "formal";');
  });

  it("are the public site's where nothing else is given", async () => {
    const only = await answer([]);
    expect(only).toContain("export const groups = [];");
    expect(only).toContain("export const sealed = false;");
    // The content's own formality: a module that imports it by name finds it.
    expect(only).toContain("export const formality = undefined;");
  });
});
