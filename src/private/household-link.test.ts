// @vitest-environment jsdom
/**
 * A guest's arrival by a household's link, on records the build's own code seals (pipeline/private/), with the
 * host and the service worker handed in: what the page keeps, what it asks the worker, and what it says.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { writeHouseholdRecords } from "../../pipeline/private/household-records";
import { pageSetKey } from "../../pipeline/private/own-pages";
import { STORED_HOUSEHOLD } from "./paths";
import { arrive, type Reach } from "./household-link";
import { linkKeyOf, recordOf } from "./household-record";
import type { WorkerRequest } from "./messages";

const SECRET = "a couple's secret, long and random";
const HOUSEHOLDS = [
  { id: "silvas", greeting: "Querida Ana e querido Rui 💐", language: "pt", groups: [], row: 2 },
  { id: "nowak", greeting: "Droga Pani Nowak", groups: [], row: 3 },
  { id: "heuriger", greeting: "Liebe Oma", groups: ["family"], row: 4 },
];
const OWN_PAGES = new Map([[pageSetKey({ groups: ["family"] }), { key: "a-pages-key", index: "/sealed/v/family" }]]);
const client = mkdtempSync(join(tmpdir(), "household-link-"));
beforeAll(() => writeHouseholdRecords(client, HOUSEHOLDS, { secret: SECRET, ownPages: OWN_PAGES }));
afterAll(() => rmSync(client, { recursive: true, force: true }));
afterEach(() => {
  localStorage.clear();
  history.replaceState(null, "", "/");
});

/** The host, serving the build's records, and a worker that keeps what it is asked. */
function reach(): Reach & { asked: WorkerRequest[] } {
  const asked: WorkerRequest[] = [];
  const ask = vi.fn(async (request: WorkerRequest) => {
    asked.push(request);
    return { opened: false, household: null };
  });
  return {
    asked,
    fetch: async (address) => {
      const file = join(client, address);
      return existsSync(file) ? new Response(new Uint8Array(readFileSync(file))) : new Response("", { status: 404 });
    },
    worker: { ask, current: async () => ({}) as ServiceWorker, active: async () => ({}) as ServiceWorker },
  };
}

const linkOf = async (id: string) => `#${await linkKeyOf(SECRET, id)}`;
/** The worker's asks settle after arrive() returns: it posts to a worker still installing, and moves on. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a household's link", () => {
  it("greets the household from its record, in the couple's words, and hands the worker the record's key", async () => {
    const link = await linkOf("silvas");
    history.replaceState(null, "", `/classic${link}`);
    const browser = reach();
    expect(await arrive(browser)).toEqual({
      kind: "greeted",
      household: { greeting: HOUSEHOLDS[0].greeting, language: "pt" },
      kept: false,
    });
    await settled();
    const { address } = await recordOf(link.slice(1));
    // And the page it was asked from, which is read again where it is one of the household's own.
    expect(browser.asked).toEqual([
      { type: "household", recordKey: { address, key: expect.any(CryptoKey) }, path: location.pathname },
    ]);
  });

  it("hands the worker the record's key before it greets, so that a guest who moves on at once is kept", async () => {
    const link = await linkOf("silvas");
    history.replaceState(null, "", `/classic${link}`);
    const browser = reach();
    // A first visit: the worker is registered a while after the page asks.
    const registering = () =>
      new Promise<ServiceWorker>((resolve) => setTimeout(() => resolve({} as ServiceWorker), 20));
    if (browser.worker) browser.worker.current = registering;
    await arrive(browser);
    expect(browser.asked).toHaveLength(1);
  });

  it("leaves the address bar, and keeps the greeting without a key a script could read back", async () => {
    const link = await linkOf("nowak");
    history.replaceState(null, "", `/classic${link}`);
    await arrive(reach());
    expect(location.href).toBe(`${location.origin}/classic`);
    const kept = JSON.stringify({ ...localStorage });
    expect(JSON.parse(localStorage.getItem(STORED_HOUSEHOLD) ?? "null")).toEqual({ greeting: HOUSEHOLDS[1].greeting });
    expect(kept).not.toContain(link.slice(1));
    expect(kept).not.toContain((await recordOf(link.slice(1))).address);
  });

  it("greets a device's kept household when it comes back without the link, and no one else", async () => {
    expect(await arrive(reach())).toEqual({ kind: "none" });
    localStorage.setItem(STORED_HOUSEHOLD, JSON.stringify({ greeting: "Droga Pani Nowak" }));
    expect(await arrive(reach())).toEqual({ kind: "greeted", household: { greeting: "Droga Pani Nowak" }, kept: true });
  });

  it("says a link cut short, or one no household of this build has, is broken, and keeps nothing", async () => {
    const link = await linkOf("silvas");
    history.replaceState(null, "", `/${link.slice(0, 15)}`);
    expect(await arrive(reach())).toEqual({ kind: "broken" });
    expect(location.hash).toBe("");
    history.replaceState(null, "", `/${await linkOf("a-household-taken-off-the-list")}`);
    expect(await arrive(reach())).toEqual({ kind: "broken" });
    expect(localStorage.length).toBe(0);
  });

  it("greets a household in a group at once, while the worker still installs to open its pages", async () => {
    history.replaceState(null, "", `/${await linkOf("heuriger")}`);
    const browser = reach();
    const installing = { ...browser.worker, ask: () => new Promise<never>(() => {}) } as Reach["worker"];
    expect(await arrive({ ...browser, worker: installing })).toEqual({
      kind: "greeted",
      household: { greeting: HOUSEHOLDS[2].greeting },
      kept: false,
    });
  });

  it("greets a household, and hands the worker its key, on a browser whose storage refuses to keep anything", async () => {
    const refused = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    try {
      const link = await linkOf("silvas");
      history.replaceState(null, "", `/${link}`);
      const browser = reach();
      expect(await arrive(browser)).toMatchObject({ kind: "greeted", household: { greeting: HOUSEHOLDS[0].greeting } });
      await settled();
      expect(browser.asked.map((request) => request.type)).toEqual(["household"]);
    } finally {
      refused.mockRestore();
    }
  });

  it("greets a household on a browser without a service worker, from the record alone", async () => {
    history.replaceState(null, "", `/${await linkOf("nowak")}`);
    const { fetch } = reach();
    expect(await arrive({ fetch })).toEqual({
      kind: "greeted",
      household: { greeting: HOUSEHOLDS[1].greeting },
      kept: false,
    });
  });
});
