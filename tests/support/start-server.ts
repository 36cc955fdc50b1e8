/**
 * `npm run serve`'s own script (server/serve.ts), started as a process of its own on a free port: how the tests,
 * the bench and its load run the very server a couple runs, and stop it as a host would (SIGTERM); and any
 * other script that listens so (the local editor's, for its tests).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { freePort } from "../../server/listen-address";

const SERVE = join(import.meta.dirname, "../../server/serve.ts");
/** The line server/serve.ts prints once it listens. */
const READY = "Serving the wedding site";

export type RunningServer = {
  origin: string;
  process: ChildProcess;
  /** All it printed so far, both streams. */
  output: () => string;
  /** SIGTERM, then its exit code once it has stopped. */
  stop: () => Promise<number | null>;
};

/** The server on 127.0.0.1, once it listens; a server that exits first rejects with what it printed. */
export const startSiteServer = (env: Record<string, string> = {}): Promise<RunningServer> =>
  startScript(SERVE, READY, { env: { ...env, HOST: "127.0.0.1" } });

/**
 * A script of the project that listens on PORT (the site's server, the local editor), run as a couple runs it
 * (tsx, in `cwd`) on a free port, once it has printed `ready`; one that exits first rejects with what it printed.
 */
export async function startScript(
  script: string,
  ready: string,
  { env = {}, cwd }: { env?: Record<string, string>; cwd?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  // tsx as this project has it, wherever `cwd` is.
  const child = spawn(process.execPath, ["--import", import.meta.resolve("tsx"), script], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(ready)) resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then(() => reject(new Error(`${script} did not start:\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
