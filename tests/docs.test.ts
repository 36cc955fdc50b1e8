// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

/** The README and every page of docs/ it leads to. */
const PAGES = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync("docs")
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
];

describe("README.md and docs/", () => {
  it("link only to files a clone has, each from the page's own folder", () => {
    const broken = PAGES.flatMap((page) =>
      [...readFileSync(page, "utf8").matchAll(/\]\(([^)#\s]+)[^)]*\)/g)]
        .map(([, target]) => target)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(join(dirname(page), target)))
        .map((target) => `${page} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it("the README leads to every page of docs/", () => {
    const readme = readFileSync("README.md", "utf8");
    for (const page of PAGES.slice(1)) expect(readme, page).toContain(`](${page})`);
  });

  it("name only files and folders a clone has, where they write a path in code", () => {
    const written = /`((?:src|pipeline|server|tools|tests|docs|deploy|public|\.ci)\/[^`\s…*<{]*)`/g;
    const missing = PAGES.flatMap((page) =>
      [...readFileSync(page, "utf8").matchAll(written)]
        .map(([, path]) => path.replace(/[:#].*$/, "").replace(/[.,;)]+$/, ""))
        .filter((path) => !existsSync(path))
        .map((path) => `${page} → ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("the README stays short: what it is, the two commands, and where to read more", () => {
    expect(readFileSync("README.md", "utf8").split("\n").length).toBeLessThanOrEqual(80);
  });
});
