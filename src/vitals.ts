import type { Metric } from "web-vitals";
// Imported by its address: Vite would wrap an import it can follow in a preloading helper on every page.
import webVitalsUrl from "web-vitals?url";

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
