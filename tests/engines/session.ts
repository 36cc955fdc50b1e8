/**
 * What the cross-engine smoke tests ask of a browser. Each engine is driven
 * by the client that speaks to it here: WebKit by selenium-webdriver through
 * WebKitWebDriver (W3C WebDriver), Firefox and Chromium by Puppeteer (WebDriver
 * BiDi and CDP). The tests see only this.
 */
export interface EngineSession {
  /** Makes the page's viewport exactly width x height CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** Opens a URL; resolves once the page has loaded. */
  goto(url: string): Promise<void>;
  /** Runs a function in the page and returns its result (a JSON value). */
  evaluate<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Clicks the first element matching a CSS selector, as a pointer would. */
  click(selector: string): Promise<void>;
  /** Presses and releases one key on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** What the engine reported of its own accord since the last `goto` (errors the page cannot see). */
  engineErrors(): string[];
  /** The viewport as a PNG. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export type Key = "ArrowDown" | "ArrowUp" | "Enter";

export type EngineName = "webkit" | "firefox" | "chromium";

/** An engine this machine has, or why it cannot be used and how to install it. */
export type EngineLookup = { found: true; start(): Promise<EngineSession> } | { found: false; missing: string };
