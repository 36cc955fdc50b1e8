// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Metric } from "web-vitals";

const reported = vi.hoisted(() => ({ names: [] as string[] }));

// Each web-vitals listener reports one figure at once, so the test sees what the handler does with it.
vi.mock("web-vitals", () => {
  const listener = (name: Metric["name"]) => (callback: (metric: Metric) => void) => {
    reported.names.push(name);
    callback({ name, value: 1, rating: "good", id: `v-${name}` } as Metric);
  };
  return {
    onCLS: listener("CLS"),
    onFCP: listener("FCP"),
    onINP: listener("INP"),
    onLCP: listener("LCP"),
    onTTFB: listener("TTFB"),
  };
});

import { reportWebVitals } from "./vitals";

describe("reportWebVitals", () => {
  const sendBeacon = vi.fn(() => true);

  beforeEach(() => {
    vi.useFakeTimers();
    reported.names = [];
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    sendBeacon.mockClear();
  });

  async function loadVitals(endpoint: string | undefined) {
    reportWebVitals(endpoint);
    expect(reported.names).toEqual([]);
    await vi.runAllTimersAsync();
    await vi.dynamicImportSettled();
  }

  const ENDPOINT = "https://vitals.example.com/collect";

  it("waits until the browser is idle, then listens for CLS, FCP, INP, LCP and TTFB", async () => {
    await loadVitals(ENDPOINT);
    expect(reported.names).toEqual(["CLS", "FCP", "INP", "LCP", "TTFB"]);
  });

  it("neither loads the library nor sends anything when the content names no endpoint", async () => {
    reportWebVitals(undefined);
    await vi.runAllTimersAsync();
    await vi.dynamicImportSettled();
    expect(reported.names).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("sends each figure to the endpoint the content names", async () => {
    await loadVitals(ENDPOINT);
    expect(sendBeacon).toHaveBeenCalledTimes(5);
    expect(sendBeacon).toHaveBeenCalledWith(ENDPOINT, expect.stringContaining('"name":"LCP"'));
  });

  it("does not load at all when cancelled before the browser is idle", async () => {
    const cancel = reportWebVitals(ENDPOINT);
    cancel();
    await vi.runAllTimersAsync();
    expect(reported.names).toEqual([]);
  });
});
