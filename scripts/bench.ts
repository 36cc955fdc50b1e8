/**
 * Prints what each page weighs and how fast it shows on a throttled phone.
 * Figures only: nothing here passes or fails.
 *
 *   npm run bench            (builds first)
 *   BENCH_RUNS=9 npm run bench
 */
import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";
import { PRERENDERED_PATHS } from "../react-router.config";
import { CHROMIUM_ARGS, findChromium } from "../tests/chromium";
import { fontFiles, pageWeight } from "./bundle-size";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = 4190;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log("Bytes per page (gzip), before any JavaScript that loads later on demand:");
console.log("path".padEnd(20), "html".padStart(9), "js".padStart(9), "css".padStart(9), "total".padStart(9));
for (const path of PRERENDERED_PATHS) {
  const weight = pageWeight(path);
  console.log(
    path.padEnd(20),
    kb(weight.html).padStart(9),
    kb(weight.js).padStart(9),
    kb(weight.css).padStart(9),
    kb(weight.html + weight.js + weight.css).padStart(9),
  );
}
const fonts = fontFiles();
console.log(`Fonts: ${fonts.length} woff2 files, ${kb(fonts.reduce((sum, font) => sum + font.bytes, 0))} in all (each page loads only those it uses)`);

const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) => server.stdout.once("data", () => resolve()));

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
console.log(`\nTimings on a throttled phone (375 px, 4x slower CPU, fast 3G-like network), median of ${RUNS} cold loads:`);
console.log("path".padEnd(20), "FCP".padStart(8), "LCP".padStart(8), "hydrated".padStart(9), "CLS".padStart(7));
try {
  for (const path of PRERENDERED_PATHS.filter((p) => p !== "/404")) {
    const samples = { fcp: [] as number[], lcp: [] as number[], hydrated: [] as number[], cls: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp: number; __cls: number };
        w.__lcp = 0;
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.__lcp = entry.startTime;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`http://127.0.0.1:${PORT}${path}`, { waitUntil: "load" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const hydratedAt = await page.evaluate(() => performance.now());
      await page.waitForTimeout(300);
      const figures = await page.evaluate(() => {
        const w = window as unknown as { __lcp: number; __cls: number };
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
        return { fcp, lcp: w.__lcp, cls: w.__cls };
      });
      samples.fcp.push(figures.fcp);
      samples.lcp.push(figures.lcp);
      samples.cls.push(figures.cls);
      samples.hydrated.push(hydratedAt);
      await context.close();
    }
    const ms = (values: number[]) => `${Math.round(median(values))} ms`.padStart(8);
    console.log(path.padEnd(20), ms(samples.fcp), ms(samples.lcp), ms(samples.hydrated).padStart(9), median(samples.cls).toFixed(3).padStart(7));
  }
} finally {
  await browser.close();
  server.kill();
}
