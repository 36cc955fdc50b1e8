/**
 * `npm run edit`: the local editor of the content, at http://127.0.0.1:4174
 * (PORT overrides), on this machine alone (./README.md).
 */
import { isKnownNoise } from "../pipeline/build-site";
import { readEnvironment } from "../pipeline/environment";
import { exitWith, listenAddressOrExit, listenProblem } from "../server/listen-address";
import { createEditorServer } from "./editor-server";
import { startPreview } from "./preview-server";

const HOST = "127.0.0.1";
const DEFAULT_PORT = 4174;

const { port } = listenAddressOrExit(process.env, DEFAULT_PORT);

// Vite's warning of an option React Router passes it, as the build leaves it out: a couple would read it as an error.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (!args.every((each) => typeof each === "string" && isKnownNoise(each))) warn(...args);
};

console.log("The editor is starting: the first time, its preview takes a few seconds to make the pages.");
// The project npm runs it in: its content/ and private/.
const preview = await startPreview(process.cwd());
const { secret, passphrase } = readEnvironment(process.env);
const server = await createEditorServer(process.cwd(), { preview, secret, passphrase });
server.once("error", (error: NodeJS.ErrnoException) =>
  exitWith(
    listenProblem(error, { port, host: HOST }, { command: "npm run edit", what: "the editor" }) ??
      `The editor stopped: ${error.message}`,
  ),
);
server.listen(port, HOST, () => {
  console.log(`The editor is open at http://${HOST}:${port}: open that address in your browser.`);
  console.log("It saves into content/wedding.ts. Press Ctrl+C here to close it.");
});
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    server.close();
    void preview.close().finally(() => process.exit(0));
  });
