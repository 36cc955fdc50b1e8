/**
 * The local server under load: autocannon at 50 and 200 connections against
 * a page and a hashed script, each for a bounded time, then SIGTERM in the
 * middle of a load. `npm run bench` runs it after Lighthouse; alone (after
 * a build):
 *
 *   tsx tools/bench-load.ts
 *   BENCH_LOAD_SECONDS=5 tsx tools/bench-load.ts
 */
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startSiteServer, type RunningServer } from "../tests/support/start-server";

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = [50, 200];
/** What a guest's browser sends, so the server picks the Brotli copies as it would for them. */
const HEADERS = { "accept-encoding": "gzip, deflate, br" };
export const SHUTDOWN_TARGET_MS = 2_000;

export type LoadRow = {
  path: string;
  connections: number;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  serverMaxRssMb: number;
};

export type LoadReport = { seconds: number; rows: LoadRow[]; shutdownMs: number };

/** Resident memory of a process in MB, from ps (Linux and macOS alike). */
function rssMb(pid: number): number {
  try {
    return Math.round(
      Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024,
    );
  } catch {
    return 0;
  }
}

async function hammer(server: RunningServer, path: string, connections: number): Promise<LoadRow> {
  let maxRss = 0;
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMb(server.process.pid ?? 0))), 250);
  const result = await autocannon({ url: server.origin + path, connections, duration: SECONDS, headers: HEADERS });
  clearInterval(sampler);
  return {
    path,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    serverMaxRssMb: maxRss,
  };
}

/** How long the server takes to exit after SIGTERM while 200 connections keep asking. */
async function shutdownUnderLoad(): Promise<number> {
  const server = await startSiteServer();
  // With a callback, autocannon hands back the run itself, which can be stopped.
  const load = autocannon(
    { url: `${server.origin}/classic`, connections: 200, duration: SECONDS, headers: HEADERS },
    () => undefined,
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const start = performance.now();
  await server.stop();
  const shutdownMs = Math.round(performance.now() - start);
  load.stop();
  return shutdownMs;
}

export async function loadBench(): Promise<LoadReport> {
  const page = "/classic";
  const html = readFileSync(new URL("../build/client/classic/index.html", import.meta.url), "utf8");
  // The largest script the page loads: the one that costs the server most to send.
  const scripts = [...new Set(html.match(/\/assets\/[^"\s]+\.js/g) ?? [])];
  const sizeOf = (path: string) => statSync(new URL(`../build/client${path}`, import.meta.url)).size;
  const script = scripts.sort((a, b) => sizeOf(b) - sizeOf(a))[0];
  if (!script) throw new Error("No hashed script in build/client/classic/index.html; run npm run build first.");

  const server = await startSiteServer();
  const rows: LoadRow[] = [];
  try {
    for (const path of [page, script]) {
      for (const connections of CONNECTIONS) rows.push(await hammer(server, path, connections));
    }
  } finally {
    await server.stop();
  }
  return { seconds: SECONDS, rows, shutdownMs: await shutdownUnderLoad() };
}

export function loadTable({ seconds, rows, shutdownMs }: LoadReport): string {
  const lines = [
    `autocannon, ${seconds} s a row, on 127.0.0.1 (Brotli accepted):`,
    "",
    "| path | connections | requests/s | p99 | errors | non-2xx | server memory (max RSS) |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| \`${row.path.replace(/-[\w-]{8}\.js$/, "-….js")}\` | ${row.connections} | ${row.requestsPerSecond} | ${row.p99Ms} ms | ${row.errors} | ${row.non2xx} | ${row.serverMaxRssMb} MB |`,
    ),
    "",
    `SIGTERM under 200 connections: the server exited in ${shutdownMs} ms (target ${SHUTDOWN_TARGET_MS} ms).`,
  ];
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(loadTable(await loadBench()));
}
