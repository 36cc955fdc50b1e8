/**
 * The editor's server on a copy of the sample's content, asked as its page asks and as a page elsewhere might:
 * it reads the content, checks an edit with the build's own sentences, saves only what changed (a save without
 * a change leaves the file as it was, byte for byte), keeps the couple's comments, and answers no other page.
 */
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { get, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTENT_FILE, GUEST_LIST, PHOTOS_FOLDER } from "../src/content/folders";
import { missingGlyphs } from "../pipeline/fonts/font-faces";
import { createEditorServer } from "./editor-server";
import { sampleFields } from "./sample-marks";

const ROOT = resolve(import.meta.dirname, "..");
const root = mkdtempSync(join(tmpdir(), "editor-"));
const contentFile = join(root, CONTENT_FILE);
const sample = readFileSync(join(ROOT, CONTENT_FILE), "utf8");
let server: Server;
let origin: string;

beforeAll(async () => {
  mkdirSync(join(root, "content"));
  symlinkSync(join(ROOT, PHOTOS_FOLDER), join(root, PHOTOS_FOLDER));
  server = await createEditorServer(root);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => cpSync(join(ROOT, CONTENT_FILE), contentFile));
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

type Wedding = {
  couple: { partnerOne: string };
  faq: unknown[];
  events: Record<string, unknown>[];
  rsvpUrl: string;
};

const asked = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? headers : { "Content-Type": "application/json", Origin: origin, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const loaded = async () => (await (await asked("/api/content")).json()) as { wedding: Wedding; problems: string[] };

describe("the editor's server", () => {
  it("reads the content with its form and no problems", async () => {
    const answer = await loaded();
    expect(answer.wedding.couple).toEqual({ partnerOne: "Alex", partnerTwo: "Jordan" });
    expect(answer.problems).toEqual([]);
  });

  it("says, at its field, what the build says of a letter no face of the design has", async () => {
    const { wedding } = await loaded();
    const couple = { ...wedding.couple, partnerOne: "Alex ꙮ" };
    const answer = (await (await asked("/api/check", { wedding: { ...wedding, couple } })).json()) as {
      problems: string[];
    };
    const [unlettered] = await missingGlyphs([{ field: "couple.partnerOne", text: couple.partnerOne }]);
    expect(answer.problems).toContain(unlettered);
  });

  it("leaves a file saved without a change as it was, byte for byte", async () => {
    const { wedding } = await loaded();
    const answer = await asked("/api/save", { wedding });
    expect(await answer.json()).toEqual({ saved: false, problems: [], previewed: false, sample: sampleFields(sample) });
    expect(readFileSync(contentFile, "utf8")).toBe(sample);
  });

  it("saves a change where it was made, with the couple's comments and order kept", async () => {
    const { wedding } = await loaded();
    wedding.couple.partnerOne = "Zoë 💍";
    wedding.faq.reverse();
    wedding.events.push({ name: "Brunch", date: "2024-10-26", startTime: "10:00", endTime: "12:00", place: "club" });
    const answer = await asked("/api/save", { wedding });
    const saved = readFileSync(contentFile, "utf8");
    expect(await answer.json()).toEqual({ saved: true, problems: [], previewed: false, sample: sampleFields(saved) });
    // The couple's own name now: marked as the sample's no more, in the file as in the form.
    expect(saved).toContain(`partnerOne: "Zoë 💍",\n`);
    expect(sampleFields(saved)).not.toContain("couple.partnerOne");
    // What was written as code and not changed stays code.
    expect(saved).toContain(`mapsUrl: mapsSearch("100 Sample Avenue, Long Beach, CA 90802"), // SAMPLE`);
    const comments = (text: string) => text.split("\n").filter((line) => line.trim().startsWith("//"));
    expect(comments(saved)).toEqual(comments(sample));
    expect((await loaded()).wedding).toEqual(wedding);
  });

  it("says each slip at its field in the build's words, and saves the work all the same", async () => {
    const { wedding } = await loaded();
    wedding.events[0].startTime = "25:00";
    wedding.rsvpUrl = "www.example.com";
    const { problems } = (await (await asked("/api/check", { wedding })).json()) as { problems: string[] };
    expect(problems).toContain("rsvpUrl: must be an https:// URL");
    expect(problems).toContain("events[0].startTime: must be a 24-hour time such as 17:30");
    const saved = (await (await asked("/api/save", { wedding })).json()) as { saved: boolean; problems: string[] };
    expect(saved).toMatchObject({ saved: true, problems, previewed: false });
    expect(readFileSync(contentFile, "utf8")).toContain(`startTime: "25:00"`);
  });

  it("says an event for a group with no guest list to open it, as the build does", async () => {
    const { wedding } = await loaded();
    const brunch = { name: "Brunch", date: "2024-10-26", startTime: "10:00", endTime: "12:00", place: "club" };
    wedding.events.push({ ...brunch, guests: ["famiglia"] });
    const { problems } = (await (await asked("/api/check", { wedding })).json()) as { problems: string[] };
    expect(problems).toEqual([
      "events[1].guests: names its guests, and private/guests.csv, which lists the households, is missing.",
    ]);
  });

  it("answers no page of another origin, and no name but its own", async () => {
    const { wedding } = await loaded();
    wedding.couple.partnerOne = "Mallory";
    const elsewhere = await asked("/api/save", { wedding }, { Origin: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
    // A name of the attacker's that points here (DNS rebinding); fetch() sets Host itself, so http.get it is.
    const rebound = await new Promise<number | undefined>((resolve, reject) =>
      get(`${origin}/api/content`, { headers: { Host: "evil.example" } }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on("error", reject),
    );
    expect(rebound).toBe(403);
    const form = await fetch(`${origin}/api/save`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: origin },
      body: JSON.stringify({ wedding }),
    });
    expect(form.status).toBe(415);
    expect(readFileSync(contentFile, "utf8")).toBe(sample);
  });

  it("shows a photo of the folder and deletes one, and nothing outside it", async () => {
    const own = mkdtempSync(join(tmpdir(), "editor-photos-"));
    mkdirSync(join(own, "content"));
    cpSync(join(ROOT, CONTENT_FILE), join(own, CONTENT_FILE));
    cpSync(join(ROOT, PHOTOS_FOLDER), join(own, PHOTOS_FOLDER), { recursive: true });
    const editor = await createEditorServer(own);
    await new Promise<void>((resolve) => editor.listen(0, "127.0.0.1", resolve));
    const at = `http://127.0.0.1:${(editor.address() as AddressInfo).port}`;
    try {
      const [photo] = readdirSync(join(own, PHOTOS_FOLDER));
      const shown = await fetch(`${at}/api/photos/${encodeURIComponent(photo)}`);
      expect(shown.status).toBe(200);
      expect(Buffer.from(await shown.arrayBuffer())).toEqual(readFileSync(join(own, PHOTOS_FOLDER, photo)));
      for (const stranger of ["..%2Fwedding.ts", "%2E%2E%2F%2E%2E%2Fpackage.json", "%E0%A4%A", "no-such.jpg"])
        expect(
          (await fetch(`${at}/api/photos/${stranger}`, { method: "DELETE", headers: { Origin: at } })).status,
        ).toBeGreaterThanOrEqual(400);
      const elsewhere = await fetch(`${at}/api/photos/${encodeURIComponent(photo)}`, {
        method: "DELETE",
        headers: { Origin: "https://elsewhere.example" },
      });
      expect(elsewhere.status).toBe(403);
      const deleted = await fetch(`${at}/api/photos/${encodeURIComponent(photo)}`, {
        method: "DELETE",
        headers: { Origin: at },
      });
      expect(await deleted.json()).toEqual({ photos: readdirSync(join(own, PHOTOS_FOLDER)) });
      expect(readdirSync(join(own, PHOTOS_FOLDER))).not.toContain(photo);
      expect(readFileSync(join(own, CONTENT_FILE), "utf8")).toBe(sample);
    } finally {
      editor.close();
      rmSync(own, { recursive: true, force: true });
    }
  });

  it("says what is wrong with a request in a status and a sentence, and keeps going", async () => {
    const broken = await fetch(`${origin}/api/save`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: "{ not json",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ problem: "The editor sent something that is not its content." });
    expect((await asked("/nowhere")).status).toBe(404);
    expect((await asked("/api/content")).status).toBe(200);
  });

  it("shows a household's card with the one script its policy allows, the one that fits the card", async () => {
    mkdirSync(join(root, "private"), { recursive: true });
    writeFileSync(join(root, GUEST_LIST), "household,greeting,language,groups\nsmiths,Dear Sam & Alex,,\n");
    const withLinks = await createEditorServer(root, { secret: "the editor test's secret, long and random" });
    await new Promise<void>((resolve) => withLinks.listen(0, "127.0.0.1", resolve));
    try {
      const card = await fetch(
        `http://127.0.0.1:${(withLinks.address() as AddressInfo).port}/api/card?household=smiths`,
      );
      expect(card.status).toBe(200);
      const scripts = [...(await card.text()).matchAll(/<script>([^<]*)<\/script>/g)].map(([, script]) => script);
      expect(scripts).toHaveLength(1);
      const hash = createHash("sha256").update(scripts[0]).digest("base64");
      expect(card.headers.get("Content-Security-Policy")).toContain(`script-src 'sha256-${hash}'`);
    } finally {
      withLinks.close();
      rmSync(join(root, "private"), { recursive: true, force: true });
    }
  });
});
