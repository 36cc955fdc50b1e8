// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("README.md", () => {
  it("links only to files a clone has", () => {
    const readme = readFileSync("README.md", "utf8");
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)]
      .map(([, target]) => target)
      .filter((target) => !/^[a-z]+:/.test(target));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !existsSync(target))).toEqual([]);
  });
});
