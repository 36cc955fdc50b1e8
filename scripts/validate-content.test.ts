// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const script = ["--import", "tsx", "scripts/validate-content.ts"];

describe("scripts/validate-content.ts", () => {
  it("passes the sample content", async () => {
    const { stdout } = await run("node", script);
    expect(stdout).toContain("Content is valid.");
  });

  it("fails with one line per problem, naming the field", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    const broken = join(dir, "wedding.ts");
    writeFileSync(
      broken,
      `import { wedding as sample } from ${JSON.stringify(join(process.cwd(), "src/content/wedding.ts"))};
       export const wedding = {
         ...sample,
         rsvpUrl: "http://example.com",
         wedding: { ...sample.wedding, date: "2027-06-31" },
       };`,
    );
    const failure = await run("node", [...script, broken]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("has 2 problem(s)");
    expect(failure?.stderr).toContain("  - wedding.date: 2027-06-31 is not a day of the calendar");
    expect(failure?.stderr).toContain("  - rsvpUrl: must be an https:// URL");
    expect(failure?.stderr).toContain("Nothing was built.");
  }, 20_000);
});
