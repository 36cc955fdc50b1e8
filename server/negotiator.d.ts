// negotiator 1.x ships no types, and @types/negotiator still describes 0.6,
// which has no `preferred` option. Only what server/site-server.ts uses.
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: IncomingMessage);
    /** The client's most preferred of `available`, ties broken by the order of `preferred`. */
    encoding<T extends string>(available: T[], options?: { preferred?: string[] }): T | undefined;
  }
}
