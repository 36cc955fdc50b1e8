/**
 * Where `npm start` serves the site: PORT and HOST from the environment,
 * checked before anything is built, with a plain sentence when they cannot
 * work, never a stack trace.
 *
 *   tsx server/listen-address.ts check    (npm start's first step)
 */
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const DEFAULT_PORT = 4173;
const DEFAULT_HOST = "localhost";

export type ListenAddress = { port: number; host: string };

export class AddressProblem extends Error {}

export function listenAddress(env: NodeJS.ProcessEnv = process.env, defaultPort = DEFAULT_PORT): ListenAddress {
  const port = env.PORT?.trim() || String(defaultPort);
  const host = env.HOST?.trim() || DEFAULT_HOST;
  if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
    throw new AddressProblem(
      `PORT=${env.PORT} is not a port: use a whole number from 1 to 65535, such as ${defaultPort}.`,
    );
  }
  return { port: Number(port), host };
}

/** Says `message` in the terminal and stops: a couple reads a sentence, never a stack. */
export function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The address from PORT and HOST, or, when they cannot work, the sentence on why and the exit. */
export function listenAddressOrExit(env: NodeJS.ProcessEnv = process.env, defaultPort = DEFAULT_PORT): ListenAddress {
  try {
    return listenAddress(env, defaultPort);
  } catch (error) {
    if (!(error instanceof AddressProblem)) throw error;
    exitWith(error.message);
  }
}

/** The sentence for an error from listen(), or undefined for one this file does not know. */
export function listenProblem(
  error: NodeJS.ErrnoException,
  { port, host }: ListenAddress,
  { command = "npm start", what = "the site" } = {},
): string | undefined {
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${port} on ${host} is already in use (is ${what} already running?). Stop that program or choose another port, for example PORT=${port + 1} ${command}.`;
    case "EACCES":
      return `This user may not listen on port ${port}; choose one above 1023, for example PORT=${port > 1023 ? port : DEFAULT_PORT} ${command}.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EADDRNOTAVAIL":
    case "EAFNOSUPPORT":
      return `HOST=${host} is not an address of this machine; use localhost, 127.0.0.1, or 0.0.0.0 for every network.`;
    default:
      return undefined;
  }
}

/** Listens on the address for a moment and lets it go again: resolves to the problem if there is one. */
function addressProblem(address: ListenAddress): Promise<string | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(listenProblem(error, address) ?? error.message));
    probe.listen(address.port, address.host, () => probe.close(() => resolve(undefined)));
  });
}

/** A port nobody is listening on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "check") {
  const problem = await addressProblem(listenAddressOrExit());
  if (problem) exitWith(problem);
}
