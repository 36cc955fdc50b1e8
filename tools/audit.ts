/**
 * `npm audit` of what guests' pages and the local server depend on (not the
 * build and test tools), failing on any high or critical advisory. Where
 * the registry's advisory service cannot be reached (a closed network),
 * it says so and does not pretend either way.
 *
 *   tsx tools/audit.ts        (.ci/run runs it)
 */
import { spawnSync } from "node:child_process";

type AuditReport = {
  error?: { summary?: string };
  message?: string;
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
};

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const { stdout } = spawnSync(npm, ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
const report = JSON.parse(stdout || "{}") as AuditReport;

if (report.error || !report.vulnerabilities) {
  console.warn(
    `npm audit could not reach the advisory service, so nothing was checked: ${report.message ?? report.error?.summary ?? "no answer"}`,
  );
  process.exit(0);
}

const serious = Object.entries(report.vulnerabilities).filter(([, entry]) =>
  ["high", "critical"].includes(entry.severity),
);
if (serious.length > 0) {
  console.error("npm audit found high or critical advisories in the site's dependencies:");
  for (const [name, entry] of serious) console.error(`  - ${name} (${entry.severity})`);
  console.error("Update them (npm audit fix, or a newer version in package.json) before this lands.");
  process.exit(1);
}
const minor = Object.keys(report.vulnerabilities).length;
console.log(`npm audit: no high or critical advisory in the production dependencies (${minor} of lower severity).`);
