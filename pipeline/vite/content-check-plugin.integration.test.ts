// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { wedding as example } from "../../tests/couples/sintra/wedding";
import { contentCheckPlugin } from "./content-check-plugin";
import { CONTENT_FILE, PHOTOS_FOLDER } from "../../src/content/folders";

/**
 * Each check loads the content and the validation afresh through Vite's module runner, and
 * the first loads TypeScript's parser: seconds on a busy CI machine, more than a test's default.
 */
const CHECK_TIMEOUT = 30_000;

let project: string;
let server: ViteDevServer;
let overlays: string[];
let terminal: string[];

const writeContent = (content: unknown) =>
  writeFileSync(join(project, CONTENT_FILE), `export const wedding = ${JSON.stringify(content, null, 2)};\n`);

beforeEach(async () => {
  project = mkdtempSync(join(tmpdir(), "wedding-dev-"));
  mkdirSync(join(project, PHOTOS_FOLDER), { recursive: true });
  for (const photo of readdirSync("tests/couples/sintra/photos"))
    writeFileSync(join(project, PHOTOS_FOLDER, photo), "");
  writeContent(example);
  server = await createServer({
    root: project,
    configFile: false,
    logLevel: "silent",
    plugins: [contentCheckPlugin()],
    server: { port: 0, ws: false },
  });
  // Each server writes into its own lists: a check of the last test's server that ends late,
  // on a busy machine, must not land in this test's.
  const [shown, printed]: string[][] = [[], []];
  overlays = shown;
  terminal = printed;
  vi.spyOn(server.ws, "send").mockImplementation(((payload: { type: string; err?: { message: string } }) => {
    shown.push(payload.type === "error" ? (payload.err?.message ?? "") : payload.type);
  }) as typeof server.ws.send);
  vi.spyOn(server.config.logger, "error").mockImplementation((message) => void printed.push(message));
});

afterEach(async () => {
  await server.close();
  rmSync(project, { recursive: true, force: true });
});

it(
  "checks the content on every save: the same message in the terminal and the overlay, then a reload once fixed",
  async () => {
    const broken = structuredClone(example);
    broken.rsvpUrl = "http://forms.example.org/rsvp";
    writeContent(broken);
    server.watcher.emit("change", join(project, CONTENT_FILE));
    const report = "The content in content/wedding.ts has 1 problem(s):\n  - rsvpUrl: must be an https:// URL";
    await vi.waitFor(() => expect(overlays).toContain(report), { timeout: 20_000 });
    expect(terminal).toEqual([report]);

    writeContent(example);
    server.watcher.emit("change", join(project, CONTENT_FILE));
    await vi.waitFor(() => expect(overlays.at(-1)).toBe("full-reload"), { timeout: 20_000 });
  },
  CHECK_TIMEOUT,
);

it(
  "says plainly where the file cannot be read at all, as the build does",
  async () => {
    writeFileSync(join(project, CONTENT_FILE), "export const wedding = { site: { ,, };\n");
    server.watcher.emit("change", join(project, CONTENT_FILE));
    const report = [
      "content/wedding.ts cannot be read, at line 1, column 34: one comma too many here.",
      "  1 | export const wedding = { site: { ,, };",
      "    |                                  ^",
    ].join("\n");
    await vi.waitFor(() => expect(terminal).toEqual([report]), { timeout: 20_000 });
    expect(overlays).toContain(report);
  },
  CHECK_TIMEOUT,
);
