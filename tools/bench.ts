/**
 * Measures every route with Lighthouse the way a guest's phone sees it, beside
 * a bare HTML page measured in the same run, and prints the figures. Nothing
 * here passes or fails: times are not asserted anywhere (byte budgets are, in
 * tests/budget.spec.ts).
 *
 *   npm run bench                   (builds first)
 *   BENCH_RUNS=5 npm run bench      (3 rounds by default, each page once a round; the median of each figure is kept)
 *   BENCH_ROUTES=/,/classic npm run bench   (only these; nothing is written)
 *
 * Lighthouse's mobile preset (Moto G Power screen, slow 4G, 4x slower CPU)
 * with applied ("devtools") throttling, in Debian's Chromium. Writes the rows
 * to bench/latest.json and the table between the bench markers in docs/performance.md.
 * A full run also builds the sample with the tests' household links and measures a household's first visit by
 * its link ("/#link"): the greeting band, drawn in its own faces, in the room the page kept for it.
 * Then the local server under load (tools/bench-load.ts): autocannon, and
 * SIGTERM in the middle of it.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { launch } from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import { PAGE_PATHS } from "../tests/support/content";
import { CHROMIUM_ARGS, findChromium } from "./chromium";
import { FALLBACK_FACES_MISSING, hasFallbackFaces } from "../tests/support/fallback-faces";
import { startSiteServer } from "../tests/support/start-server";
import { loadBench, loadTable, SHUTDOWN_TARGET_MS } from "./bench-load";
import { buildWithHouseholds, PRIVATE_SITE } from "../tests/support/private-site";
import { linkKeyOf } from "../src/private/household-record";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BARE_PORT = 4191;
const BARE_LABEL = "bare page";
/** What the app marks once React has hydrated (src/root.tsx). */
const HYDRATED_MARK = "hydrated";

/** The reference: one heading and one paragraph, nothing else to fetch. */
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head><body><h1>A bare page</h1><p>One heading and one paragraph, to measure what the network and the phone cost on their own.</p></body></html>`;

// Every path a guest can open, and one that does not exist for the 404 page.
const ALL_ROUTES = [...PAGE_PATHS, "/no-such-page"];
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : ALL_ROUTES;

/** Where a full run builds the sample with household links, and the pages a household's link is measured on. */
const HOUSEHOLDS_DIR = ".generated/bench-households";
const HOUSEHOLD_ROUTES = ["/", "/gamer"];
/** The household greeted in Greek, a script no page of the sample shows: its band waits for faces of its own. */
const GREETED = PRIVATE_SITE.households.find((household) => household.id === "el-household");

type Row = {
  path: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  lcpVsBare: number;
  tbtMs: number;
  cls: number;
  hydratedMs: number | null;
  kb: { total: number; js: number; css: number; images: number; fonts: number; html: number };
  lcpElement: string;
};

const TARGETS = { lcpVsBare: 1.5, performance: 99, cls: 0.005, tbtMs: 50 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The bare page, at every address. */
function startBarePage(): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(BARE_PAGE);
  });
  return new Promise((resolve) => server.listen(BARE_PORT, "127.0.0.1", () => resolve(server)));
}

type Sample = Omit<Row, "path" | "lcpVsBare"> & {
  /** Lighthouse's measure of this machine's speed at the time (higher is faster); the 4x slowdown is applied to it. */
  benchmarkIndex: number;
};

async function measure(url: string, port: number): Promise<Sample> {
  const flags: Flags = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    throttlingMethod: "devtools",
    // The 404 page answers 404 on purpose.
    ignoreStatusCode: true,
  };
  let lhr;
  // Now and then the trace misses the navigation's start (NO_NAVSTART, seen
  // when Chromium swaps processes on a navigation). Lighthouse's advice is to
  // run it again: twice at most.
  for (let attempt = 1; !lhr; attempt++) {
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) lhr = result.lhr;
    else if (attempt === 3) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    else console.log(`Lighthouse failed on ${url} (${result.lhr.runtimeError.code}); running it again.`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;

  const requests = (
    lhr.audits["network-requests"]?.details as { items: { resourceType?: string; transferSize?: number }[] }
  ).items;
  const sent = (...types: string[]) =>
    requests
      .filter((r) => types.length === 0 || types.includes(r.resourceType ?? ""))
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);

  const marks =
    (lhr.audits["user-timings"]?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
  const hydrated = marks.find((mark) => mark.name === HYDRATED_MARK);

  const lcpDetails = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const lcpElement = lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? "";

  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    hydratedMs: hydrated ? hydrated.startTime : null,
    kb: {
      total: sent(),
      js: sent("Script"),
      css: sent("Stylesheet"),
      images: sent("Image"),
      fonts: sent("Font"),
      html: sent("Document"),
    },
    lcpElement: lcpElement.slice(0, 120),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** One row from a page's runs: the median of each figure. */
function medianRow(label: string, samples: Sample[]): Omit<Row, "lcpVsBare"> {
  const mid = (pick: (sample: Sample) => number) => median(samples.map(pick));
  const hydration = samples.map((s) => s.hydratedMs).filter((ms): ms is number => ms !== null);
  const lcpMs = mid((s) => s.lcpMs);
  return {
    path: label,
    performance: mid((s) => s.performance),
    fcpMs: Math.round(mid((s) => s.fcpMs)),
    lcpMs: Math.round(lcpMs),
    tbtMs: Math.round(mid((s) => s.tbtMs)),
    cls: Math.round(mid((s) => s.cls) * 1000) / 1000,
    hydratedMs: hydration.length > 0 ? Math.round(median(hydration)) : null,
    kb: {
      total: kb(mid((s) => s.kb.total)),
      js: kb(mid((s) => s.kb.js)),
      css: kb(mid((s) => s.kb.css)),
      images: kb(mid((s) => s.kb.images)),
      fonts: kb(mid((s) => s.kb.fonts)),
      html: kb(mid((s) => s.kb.html)),
    },
    lcpElement: samples.find((s) => s.lcpMs === lcpMs)?.lcpElement ?? samples[0].lcpElement,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The table's columns: each heading with its cell of a row. */
const COLUMNS: [string, (row: Row) => string][] = [
  ["page", (row) => (row.path === BARE_LABEL ? row.path : `\`${row.path}\``)],
  ["perf", (row) => String(row.performance)],
  ["FCP", (row) => seconds(row.fcpMs)],
  ["LCP", (row) => seconds(row.lcpMs)],
  ["LCP ÷ bare", (row) => `${row.lcpVsBare.toFixed(2)}x`],
  ["TBT", (row) => `${row.tbtMs} ms`],
  ["CLS", (row) => row.cls.toFixed(3)],
  ["hydrated", (row) => (row.hydratedMs === null ? "-" : seconds(row.hydratedMs))],
  ["KB sent", (row) => String(row.kb.total)],
  ["JS", (row) => String(row.kb.js)],
  ["CSS", (row) => String(row.kb.css)],
  ["images", (row) => String(row.kb.images)],
  ["fonts", (row) => String(row.kb.fonts)],
];

function table(rows: Row[]): string {
  return [
    `| ${COLUMNS.map(([head]) => head).join(" | ")} |`,
    `|${COLUMNS.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${COLUMNS.map(([, cell]) => cell(row)).join(" | ")} |`),
  ].join("\n");
}

function missedTargets(row: Row): string[] {
  const missed: string[] = [];
  if (row.lcpVsBare > TARGETS.lcpVsBare)
    missed.push(`LCP ${row.lcpVsBare.toFixed(2)}x the bare page (target ${TARGETS.lcpVsBare}x)`);
  if (row.performance < TARGETS.performance)
    missed.push(`performance ${row.performance} (target ${TARGETS.performance})`);
  if (row.cls > TARGETS.cls) missed.push(`CLS ${row.cls} (target ${TARGETS.cls})`);
  if (row.tbtMs > TARGETS.tbtMs) missed.push(`TBT ${row.tbtMs} ms (target ${TARGETS.tbtMs} ms)`);
  return missed;
}

/** Each page that misses a target, and by how much: a sentence under the table. */
function misses(rows: Row[]): string {
  const missing = rows.flatMap((row) => {
    const missed = missedTargets(row);
    return missed.length > 0 ? [`- \`${row.path}\`: ${missed.join("; ")}`] : [];
  });
  return missing.length === 0 ? "Every page meets the targets." : ["Missed in this run:", ...missing].join("\n");
}

/** Puts the table between the bench markers of docs/performance.md, so it always shows the latest run. */
function updatePerformancePage(markdown: string) {
  const pageUrl = new URL("../docs/performance.md", import.meta.url);
  const performancePage = readFileSync(pageUrl, "utf8");
  const pattern = /(<!-- bench:start -->)[\s\S]*?(<!-- bench:end -->)/;
  if (!pattern.test(performancePage)) {
    console.warn("docs/performance.md has no <!-- bench:start --> / <!-- bench:end --> markers; left as it is.");
    return;
  }
  writeFileSync(
    pageUrl,
    performancePage.replace(pattern, (_match, start: string, end: string) => `${start}\n${markdown}\n${end}`),
  );
}

if (!hasFallbackFaces())
  console.warn(`${FALLBACK_FACES_MISSING}.\nWithout them, CLS reads higher than a phone would show.\n`);
const measuresHouseholds = ROUTES === ALL_ROUTES && GREETED !== undefined;
if (measuresHouseholds && buildWithHouseholds(HOUSEHOLDS_DIR) !== 0) process.exit(1);
const server = await startSiteServer();
const households = measuresHouseholds ? await startSiteServer({ WEDDING_SITE_DIR: HOUSEHOLDS_DIR }) : undefined;
const link = GREETED ? `#${await linkKeyOf(PRIVATE_SITE.secret, GREETED.id)}` : "";
const householdLabel = (path: string) => `${path}#link`;
const bare = await startBarePage();
const chrome = await launch({ chromePath: findChromium(), chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
try {
  console.log(`Lighthouse, mobile preset, applied throttling, median of ${RUNS} runs a page.\n`);
  // Round after round, every page once in each: the machine's speed drifts
  // over a run (Lighthouse's benchmark index moved 1,180 to 1,520 between two
  // runs a minute apart), and a drift then falls on every page alike instead
  // of on whichever pages were measured while it lasted.
  const samples = new Map<string, Sample[]>();
  const sample = async (label: string, url: string) => {
    samples.set(label, [...(samples.get(label) ?? []), await measure(url, chrome.port)]);
  };
  for (let round = 1; round <= RUNS; round++) {
    await sample(BARE_LABEL, `http://127.0.0.1:${BARE_PORT}/`);
    for (const path of ROUTES) await sample(path, `${server.origin}${path}`);
    if (households)
      for (const path of HOUSEHOLD_ROUTES) await sample(householdLabel(path), `${households.origin}${path}${link}`);
    console.log(`round ${round} of ${RUNS}: every page measured once`);
  }

  const rowOf = (label: string) => medianRow(label, samples.get(label) ?? []);
  const bareRow = rowOf(BARE_LABEL);
  const labels = [...ROUTES, ...(households ? HOUSEHOLD_ROUTES.map(householdLabel) : [])];
  const pageRows: Row[] = labels.map((label) => {
    const row = rowOf(label);
    return { ...row, lcpVsBare: Math.round((row.lcpMs / bareRow.lcpMs) * 100) / 100 };
  });
  const rows: Row[] = [{ ...bareRow, lcpVsBare: 1 }, ...pageRows];
  const speeds = [...samples.values()].flat().map((s) => s.benchmarkIndex);
  const machine = {
    benchmarkIndex: Math.round(median(speeds)),
    min: Math.round(Math.min(...speeds)),
    max: Math.round(Math.max(...speeds)),
  };

  console.log("\nThe local server under load...");
  const load = await loadBench();

  const date = new Date().toISOString().slice(0, 10);
  const markdown = `Measured on ${date} by \`npm run bench\` (Lighthouse ${lighthouseVersion()}, mobile preset, applied throttling, median of ${RUNS} runs taken in rounds; KB as sent over the wire; this machine's Lighthouse benchmark index ${machine.benchmarkIndex}, from ${machine.min} to ${machine.max} over the run):\n\n${table(rows)}\n\n${misses(pageRows)}\n\n${loadTable(load)}`;
  console.log(`\n${markdown}\n`);
  if (load.rows.some((row) => row.errors + row.non2xx > 0))
    console.log("The server answered some requests under load with errors.");
  if (load.shutdownMs > SHUTDOWN_TARGET_MS) console.log(`The server took ${load.shutdownMs} ms to stop after SIGTERM.`);

  if (ROUTES === ALL_ROUTES) {
    mkdirSync(new URL("../bench/", import.meta.url), { recursive: true });
    writeFileSync(
      new URL("../bench/latest.json", import.meta.url),
      JSON.stringify(
        { date, runs: RUNS, lighthouse: lighthouseVersion(), machine, targets: TARGETS, rows, load },
        null,
        2,
      ) + "\n",
    );
    updatePerformancePage(markdown);
    console.log("Wrote bench/latest.json and the table in docs/performance.md.");
  } else {
    console.log("A partial run: bench/latest.json and docs/performance.md keep the last full run.");
  }
} finally {
  chrome.kill();
  bare.close();
  await server.stop();
  await households?.stop();
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(
    readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8"),
  );
  return manifest.version as string;
}
