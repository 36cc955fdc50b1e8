import type { Metric } from "web-vitals";
// The library's own one-file build, copied as it is, and imported by its address: Vite
// wraps an import it can follow in a preloading helper, 700 bytes gzip on every page,
// though this file needs nothing preloaded (it imports nothing).
import webVitalsUrl from "web-vitals?url";

/**
 * Loads web-vitals once the browser is idle after hydration, so it never
 * competes with the page itself, and reports CLS, INP, FCP, LCP and TTFB.
 * Without an endpoint in the content there is nowhere to send them, and the
 * library is never fetched.
 * Returns a cleanup that cancels the load if it has not started yet.
 */
export function reportWebVitals(endpoint: string | undefined): () => void {
  if (!endpoint) return () => undefined;
  const send = (metric: Metric) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      path: location.pathname,
    });
    navigator.sendBeacon(endpoint, body);
  };

  const load = () => {
    const webVitals: Promise<typeof import("web-vitals")> = import(/* @vite-ignore */ webVitalsUrl);
    void webVitals.then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const listen of [onCLS, onFCP, onINP, onLCP, onTTFB]) listen(send);
    });
  };

  if ("requestIdleCallback" in window) {
    const handle = requestIdleCallback(load, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(load, 1000);
  return () => clearTimeout(handle);
}
