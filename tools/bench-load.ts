/**
 * The local server under load: autocannon at 50 and 200 connections against
 * a page and a hashed script, each for a bounded time, then SIGTERM in the
 * middle of a load. `npm run bench` runs it after Lighthouse; alone (after
 * a build):
 *
 *   tsx tools/bench-load.ts
 *   BENCH_LOAD_SECONDS=5 tsx tools/bench-load.ts
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const LOAD_PORT = 4192;
const ORIGIN = `http://127.0.0.1:${LOAD_PORT}`;
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

function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "server/serve.ts"], {
    env: { ...process.env, PORT: String(LOAD_PORT), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve) => server.stdout?.once("data", () => resolve(server)));
}

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

async function hammer(server: ChildProcess, path: string, connections: number): Promise<LoadRow> {
  let maxRss = 0;
  const sampler = setInterval(() => (maxRss = Math.max(maxRss, rssMb(server.pid ?? 0))), 250);
  const result = await autocannon({ url: ORIGIN + path, connections, duration: SECONDS, headers: HEADERS });
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
  const server = await startServer();
  // With a callback, autocannon hands back the run itself, which can be stopped.
  const load = autocannon(
    { url: `${ORIGIN}/classic`, connections: 200, duration: SECONDS, headers: HEADERS },
    () => undefined,
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const start = performance.now();
  server.kill("SIGTERM");
  await exited;
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

  const server = await startServer();
  const rows: LoadRow[] = [];
  try {
    for (const path of [page, script]) {
      for (const connections of CONNECTIONS) rows.push(await hammer(server, path, connections));
    }
  } finally {
    server.kill();
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
