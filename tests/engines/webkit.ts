import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Builder, By, Key as SeleniumKey, type WebDriver } from "selenium-webdriver";
import { freePort } from "../../server/listen-address";
import type { EngineLookup, EngineSession, Key } from "./session";

// selenium-webdriver is CommonJS with no exports map, so ESM cannot import its folders by name.
const { DriverService } = createRequire(import.meta.url)(
  "selenium-webdriver/remote",
) as typeof import("selenium-webdriver/remote");

/**
 * WebKit, the engine of every browser on an iPhone, as Debian ships it:
 * WebKitGTK's MiniBrowser, driven over W3C WebDriver by WebKitWebDriver, in a
 * virtual X display (MiniBrowser has no headless mode).
 */
const WEBDRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const XVFB = "/usr/bin/Xvfb";

const INSTALL = "apt-get update && apt-get install -y webkit2gtk-driver xvfb";

/** MiniBrowser sits beside WebKitGTK's library, under the machine's multiarch directory. */
function findMiniBrowser(): string | undefined {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH;
  const multiarch = existsSync("/usr/lib") ? readdirSync("/usr/lib").filter((name) => name.endsWith("-linux-gnu")) : [];
  return multiarch
    .flatMap((dir) => ["webkitgtk-6.0", "webkit2gtk-4.1"].map((api) => `/usr/lib/${dir}/${api}/MiniBrowser`))
    .find((path) => existsSync(path));
}

export function findWebKit(): EngineLookup {
  const miniBrowser = findMiniBrowser();
  const missing = [
    !existsSync(WEBDRIVER) && `WebKitWebDriver (${WEBDRIVER})`,
    !miniBrowser && "WebKitGTK's MiniBrowser",
    !existsSync(XVFB) && `Xvfb (${XVFB})`,
  ].filter(Boolean);
  if (missing.length > 0 || !miniBrowser) {
    return { found: false, missing: `WebKit: no ${missing.join(", ")}. Install them with: ${INSTALL}` };
  }
  return { found: true, start: () => startWebKit(miniBrowser) };
}

/**
 * MiniBrowser's toolbar will not let its window be narrower than 447 px, too
 * wide for a phone. GTK reads a user style sheet from XDG_CONFIG_HOME, and this
 * one shrinks the toolbar to a sliver; the page itself is not GTK's to style.
 */
const SHRINK_TOOLBAR_CSS =
  "* { font-size: 1px; min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; -gtk-icon-transform: scale(0.1); }";

async function startWebKit(miniBrowser: string): Promise<EngineSession> {
  const home = mkdtempSync(join(tmpdir(), "webkit-smoke-"));
  for (const gtk of ["gtk-3.0", "gtk-4.0"]) {
    mkdirSync(join(home, gtk));
    writeFileSync(join(home, gtk, "gtk.css"), SHRINK_TOOLBAR_CSS);
  }
  const display = await startXvfb();
  const port = await freePort();
  const service = new DriverService(WEBDRIVER, {
    port,
    args: [`--port=${port}`],
    loopback: true,
    env: { ...process.env, DISPLAY: display.name, XDG_CONFIG_HOME: home },
  });
  const stopAll = async () => {
    await service.kill();
    display.process.kill();
    rmSync(home, { recursive: true, force: true });
  };
  try {
    const driver = await new Builder()
      .usingServer(await service.start(15_000))
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: miniBrowser, args: ["--automation"] },
      })
      .build();
    return webDriverSession(driver, async () => {
      await driver.quit();
      await stopAll();
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** A virtual display of its own: Xvfb picks a free display number and writes it to the pipe it is given. */
function startXvfb(): Promise<{ name: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB, ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let stderr = "";
    xvfb.stderr?.on("data", (chunk) => (stderr += chunk));
    xvfb.stdio[3]?.once("data", (chunk) => resolve({ name: `:${String(chunk).trim()}`, process: xvfb }));
    xvfb.once("exit", (code) => reject(new Error(`Xvfb stopped (${code}) before it had a display: ${stderr.trim()}`)));
  });
}

const KEYS: Record<Key, string> = {
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowUp: SeleniumKey.ARROW_UP,
  Enter: SeleniumKey.ENTER,
};

function webDriverSession(driver: WebDriver, close: () => Promise<void>): EngineSession {
  const session: EngineSession = {
    async resize(width, height) {
      // The window's size counts the toolbar, and the page hears of a new size a moment after it is set.
      const sizes = (): Promise<number[]> => session.evaluate(() => [innerWidth, innerHeight, outerWidth, outerHeight]);
      const [innerWidth, innerHeight, outerWidth, outerHeight] = await sizes();
      await driver
        .manage()
        .window()
        .setRect({ width: width + outerWidth - innerWidth, height: height + outerHeight - innerHeight });
      let inner: number[] = [];
      const settled = await driver
        .wait(async () => {
          inner = await sizes();
          return inner[0] === width && inner[1] === height;
        }, 2_000)
        .then(
          () => true,
          () => false,
        );
      if (!settled) throw new Error(`WebKit's viewport stayed ${inner[0]} x ${inner[1]}, not ${width} x ${height}`);
    },
    goto: (url) => driver.get(url),
    evaluate: (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args),
    click: async (selector) => (await driver.findElement(By.css(selector))).click(),
    press: (key) => driver.actions({ async: true }).sendKeys(KEYS[key]).perform(),
    // Classic WebDriver has no console to read: what WebKit reports, the page's own probe hears (probe-proxy.ts).
    engineErrors: () => [],
    screenshot: async (file) => writeFile(file, await driver.takeScreenshot(), "base64"),
    close,
  };
  return session;
}
