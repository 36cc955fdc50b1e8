import { test as base, expect, type WorkerInfo } from "@playwright/test";
import { findChromium } from "../../tools/chromium";
import { startProbeProxy } from "./probe-proxy";
import { chromiumThroughPuppeteer, findFirefox } from "./puppeteer";
import type { EngineLookup, EngineName, EngineSession } from "./session";
import { findWebKit } from "./webkit";
import { PRIVATE_SITE } from "../support/private-site";

export { expect };

const ENGINES: Record<EngineName, () => EngineLookup> = {
  webkit: findWebKit,
  firefox: findFirefox,
  chromium: () => chromiumThroughPuppeteer(findChromium()),
};

type Worker = { launched: EngineSession | { missing: string }; origin: string; privateOrigin: string };

/** A worker's probe proxy in front of a site's server, for as long as the worker runs. */
const proxyTo =
  (upstream: (workerInfo: WorkerInfo) => string) =>
  // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  async ({}, provide: (origin: string) => Promise<void>, workerInfo: WorkerInfo) => {
    const proxy = await startProbeProxy(upstream(workerInfo));
    await provide(proxy.origin);
    await proxy.close();
  };

/**
 * One browser per engine for the whole run (each project is one engine, one
 * worker at a time). An engine the machine lacks skips its tests with what to
 * install, except in CI, where it must be there.
 */
export const test = base.extend<{ engine: EngineSession; open: (path: string) => Promise<void> }, Worker>({
  origin: [proxyTo(({ project }) => String(project.use.baseURL)), { scope: "worker" }],
  // The sample as a private site (tests/support/private-site.ts).
  privateOrigin: [proxyTo(() => `http://localhost:${PRIVATE_SITE.enginesPort}`), { scope: "worker" }],
  launched: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const lookup = ENGINES[workerInfo.project.name as EngineName]();
      if (!lookup.found) {
        if (process.env.CI) throw new Error(`${lookup.missing} (.ci/run installs it.)`);
        // The list reporter does not print why a test was skipped: say it once, for the whole engine.
        console.warn(`Skipping the ${workerInfo.project.name} smoke tests. ${lookup.missing}`);
        await provide({ missing: lookup.missing });
        return;
      }
      const session = await lookup.start();
      await provide(session);
      await session.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  engine: async ({ launched }, provide) => {
    if ("missing" in launched) base.skip(true, launched.missing);
    else await provide(launched);
  },
  /** Opens a path and waits until React has hydrated it (src/root.tsx marks the page). */
  open: async ({ engine, origin }, provide) => {
    await provide(async (path) => {
      await engine.goto(origin + path);
      await expect
        .poll(() => engine.evaluate(() => document.documentElement.dataset.hydrated ?? "not yet"), {
          message: `${path} hydrates`,
          timeout: 15_000,
        })
        .toBe("true");
    });
  },
});

/** What went wrong on the page since it opened: the probe's record and what the engine reported itself. */
export async function pageProblems(engine: EngineSession): Promise<string[]> {
  const heard = await engine.evaluate(
    () => (window as Window & { __smokeProblems?: string[] }).__smokeProblems ?? ["the console probe did not run"],
  );
  return [...heard, ...engine.engineErrors()];
}
