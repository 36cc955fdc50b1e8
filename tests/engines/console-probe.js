// Loaded first on every page the smoke tests open (probe-proxy.ts): it hears
// what the page reports about itself, the same way in every engine, since
// WebKit's WebDriver has no console to read.
{
  window.__smokeProblems = [];
  const report = (problem) => window.__smokeProblems.push(problem);

  for (const level of ["error", "warn"]) {
    const original = console[level];
    console[level] = (...args) => {
      report(`console.${level}: ${args.map(String).join(" ")}`);
      original.apply(console, args);
    };
  }

  addEventListener(
    "error",
    (event) => {
      const element = event.target instanceof Element ? event.target : undefined;
      report(element ? `failed to load: ${element.src ?? element.href}` : `error: ${event.message}`);
    },
    // Capture: a failed image or script load does not bubble.
    true,
  );
  addEventListener("unhandledrejection", (event) => report(`unhandled rejection: ${event.reason}`));
  document.addEventListener("securitypolicyviolation", (event) =>
    report(`CSP blocked ${event.blockedURI} (${event.effectiveDirective})`),
  );
}
