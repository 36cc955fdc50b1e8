// @vitest-environment node
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

/** The README and every page of docs/ it leads to. */
const PAGES = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync("docs")
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
];

/** The paths a page writes as code: `src/…`, `pipeline/…`, without a line number or an anchor. */
const pathsIn = (text: string) =>
  [
    ...text.matchAll(/`((?:src|pipeline|server|tools|tests|docs|deploy|public|editor|content|\.ci)\/[^`\s…*<{]*)`/g),
  ].map(([, path]) => path.replace(/[:#].*$/, "").replace(/[.,;)]+$/, ""));

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
    const missing = PAGES.flatMap((page) =>
      pathsIn(readFileSync(page, "utf8"))
        .filter((path) => !existsSync(path))
        .map((path) => `${page} → ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("and each decision says its status, and names in its decision only files a clone has", () => {
    const records = readdirSync("docs/decisions").filter((file) => /^\d{4}-.+\.md$/.test(file));
    const problems = records.flatMap((file) => {
      const record = readFileSync(`docs/decisions/${file}`, "utf8");
      const decision = record.split(/^## Decision$/m)[1]?.split(/^## /m)[0] ?? "";
      return [
        ...(/^Status: \w/m.test(record) ? [] : [`${file}: no "Status:" line`]),
        ...(decision ? [] : [`${file}: no "## Decision" section`]),
        ...pathsIn(decision)
          .filter((path) => !existsSync(path))
          .map((path) => `${file} → ${path}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it("the README stays short: what it is, the two commands, and where to read more", () => {
    expect(readFileSync("README.md", "utf8").split("\n").length).toBeLessThanOrEqual(80);
  });
});

describe("the folders' READMEs", () => {
  const named = (readme: string, folder: string, file: string) =>
    readFileSync(readme, "utf8").includes(`\`${file.slice(folder.length)}\``);
  const filesOf = (folder: string) =>
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== "README.md")
      .map((entry) => folder + entry.name);

  it("name every file of the tests' folders, so a reader finds what each is", () => {
    const folders = [
      { folder: "tests/", readme: "tests/README.md" },
      { folder: "tests/", readme: "tests/README.md", under: "engines/" },
      { folder: "tests/support/", readme: "tests/support/README.md" },
    ];
    const unnamed = folders.flatMap(({ folder, readme, under = "" }) =>
      filesOf(folder + under).filter((file) => !named(readme, folder, file)),
    );
    expect(unnamed).toEqual([]);
  });

  it("name every file of the code's folders that have one; a test beside what it tests may go unnamed", () => {
    const own = ["src/private/", "pipeline/", "pipeline/private/", "server/", "tools/", "editor/"].map((folder) => ({
      folder,
      readme: `${folder}README.md`,
    }));
    // Folders without a README of their own, whose files the folder above names.
    const pipeline = ["cards/", "content/", "fonts/", "hosts/", "postbuild/", "vite/"].map((under) => ({
      folder: `pipeline/${under}`,
      readme: "pipeline/README.md",
    }));
    const editor = ["app/", "app/fields/"].map((under) => ({ folder: `editor/${under}`, readme: "editor/README.md" }));
    const unnamed = [...own, ...pipeline, ...editor].flatMap(({ folder, readme }) =>
      filesOf(folder)
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .filter((file) => !named(readme, folder, file)),
    );
    expect(unnamed).toEqual([]);
  });
});

describe("the code's comments", () => {
  /** A path a comment names: from the project's root ("src/…"), or from the file's own folder, as an import writes it. */
  const NAMED =
    /(?<![\w@/.-])((?:\.\.?\/)+[\w./-]*[\w-]\.(?:tsx?|js|css|md|json)|(?:src|pipeline|server|tools|tests|docs|deploy|public|bench)\/[\w./-]*[\w-])(?![\w/])/g;
  const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

  it("name only files and folders a clone has, as docs do: a reader follows them too", () => {
    const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" });
    const sources = listed.stdout
      .split("\n")
      .filter((file) => /\.(tsx?|js|css)$/.test(file) && !file.startsWith("tests/couples/") && existsSync(file));
    const stale = sources.flatMap((file) =>
      (readFileSync(file, "utf8").match(COMMENT) ?? []).flatMap((comment) =>
        [...comment.matchAll(NAMED)]
          .map(([, named]) => (named.startsWith(".") ? normalize(join(dirname(file), named)) : named))
          .filter((path) => !existsSync(path))
          .map((path) => `${file} → ${path}`),
      ),
    );
    expect(stale).toEqual([]);
  });
});

describe("docs/how-it-is-built.md's promises", () => {
  /** Every module of the project that is not a test, with the modules it imports by a relative path. */
  function importsOf(): Map<string, string[]> {
    const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" });
    const modules = listed.stdout
      .split("\n")
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$|^tests\//.test(file) && existsSync(file));
    const resolved = (from: string, specifier: string) =>
      ["", ".ts", ".tsx", "/index.ts"].map((end) => normalize(join(dirname(from), specifier)) + end).find(existsSync);
    return new Map(
      modules.map((file) => [
        file,
        [...readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)]
          .map(([, specifier]) => resolved(file, specifier))
          .filter((path) => path !== undefined),
      ]),
    );
  }

  it("a module of src/ that only loaders use is named *.server.ts, which React Router keeps out of every page", () => {
    const imports = importsOf();
    const importers = (module: string) =>
      [...imports].filter(([, named]) => named.includes(module)).map(([file]) => file);
    const unmarked = [...imports.keys()]
      .filter((module) => module.startsWith("src/") && !module.includes(".server."))
      .filter((module) => {
        const by = importers(module);
        return by.length > 0 && by.every((file) => file.startsWith("src/") && file.includes(".server."));
      });
    expect(unmarked).toEqual([]);
  });
});
