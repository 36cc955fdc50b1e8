// @vitest-environment node
import { execFile } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";
import { CONTENT_FILE, GUEST_LIST, PHOTOS_FOLDER } from "../../src/content/folders";
import { wedding as sample } from "../../content/wedding";
import { checkContentFile, checkContentModule } from "./check-command";

const SAMPLE_EVENTS = sample.events.length;

const run = promisify(execFile);
const script = ["--import", "tsx", "pipeline/content/check-command.ts"];

const folder = mkdtempSync(join(tmpdir(), "content-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let modules = 0;
/**
 * The check as the command runs it, in this process: whether it passed, and what it said on each stream. The
 * command itself is run once, below, for its exit code; each run of it costs a Node and tsx start.
 */
async function check(modulePath: string, guestList = GUEST_LIST) {
  const output = { stdout: "", stderr: "" };
  const to = (stream: keyof typeof output) => (text: unknown) => void (output[stream] += `${String(text)}\n`);
  const spies = [
    vi.spyOn(console, "log").mockImplementation(to("stdout")),
    vi.spyOn(console, "warn").mockImplementation(to("stderr")),
    vi.spyOn(console, "error").mockImplementation(to("stderr")),
  ];
  try {
    return { passed: await checkContentModule(modulePath, guestList), ...output };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/** The field as a couple who follows the day writes it: left out, with no deadline that a date in another year would contradict. */
const FOLLOWING = "followTheDay: undefined, rsvpDeadline: undefined";

/** A content module: the sample's, with the fields given (source text) in place of its own. */
function contentWith(fields: string): string {
  const file = join(folder, `wedding-${++modules}.ts`);
  writeFileSync(
    file,
    `import { wedding as sample } from ${JSON.stringify(join(process.cwd(), CONTENT_FILE))};
     export const wedding = { ...sample, ${fields} };`,
  );
  return file;
}

/** The fields that move the wedding to another date, each event keeping its distance from the day (source text). */
const movedTo = (date: string) => {
  const shift = `Date.parse("${date}") - Date.parse(sample.wedding.date)`;
  return `wedding: { ...sample.wedding, date: "${date}" },
    events: sample.events.map((event) =>
      event.date ? { ...event, date: new Date(Date.parse(event.date) + ${shift}).toISOString().slice(0, 10) } : event,
    )`;
};

describe("pipeline/content/check-command.ts", () => {
  it("passes the sample content", async () => {
    const { passed, stdout } = await check(CONTENT_FILE);
    expect(passed).toBe(true);
    expect(stdout).toContain("Content is valid.");
  }, 20_000);

  it("fails with one line per problem, naming the field, and exits with 1", async () => {
    const broken = contentWith(`rsvpUrl: "http://example.com", wedding: { ...sample.wedding, date: "2027-06-31" }`);
    const failure = await run("node", [...script, broken]).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("has 2 problem(s)");
    expect(failure?.stderr).toContain("  - wedding.date: 2027-06-31 is not a day of the calendar");
    expect(failure?.stderr).toContain("  - rsvpUrl: must be an https:// URL");
    expect(failure?.stderr).toContain("Nothing was built.");
  }, 20_000);

  it("names a letter no face of the design has, with its field, and builds nothing", async () => {
    // Devanagari: no face of the design, nor any that steps in for one, draws it.
    const hindi = await check(contentWith(`couple: { ...sample.couple, partnerTwo: "नमिता" }`));
    expect(hindi.passed).toBe(false);
    expect(hindi.stderr).toContain(
      '  - couple.partnerTwo: "न" (U+0928) is in no face that may draw this text (Cormorant Garamond, Inter, Press Start 2P, and VT323, or those that step in for them)',
    );
    expect(hindi.stderr).toContain("Nothing was built.");
  }, 20_000);

  // A developer's own guest list would be read instead.
  it.skipIf(existsSync(GUEST_LIST))(
    "asks for the guest list where an event names its guests",
    async () => {
      // The last event again, for some guests: in order and within a week of the day, whatever the content's dates.
      const brunch = await check(
        contentWith(`events: [...sample.events, { ...sample.events.at(-1), name: "Family brunch", guests: ["family"] }]`),
      );
      expect(brunch.passed).toBe(false);
      expect(brunch.stderr).toContain(
        `events[${SAMPLE_EVENTS}].guests: names its guests, and ${GUEST_LIST}, which lists the households, is missing.`,
      );
    },
    20_000,
  );

  it("builds with a group no event is for, and says so; names a row with a cell too few", async () => {
    const list = join(folder, "guests.csv");
    const withList = (rows: string[]) => {
      writeFileSync(list, ["household,greeting,language,groups", ...rows].join("\n"));
      return check(CONTENT_FILE, list);
    };
    const labelled = await withList(["smiths,Dear Sam & Alex,,colleagues"]);
    expect(labelled.stdout).toContain("Content is valid.");
    expect(labelled.stdout).toContain(`${list}: 1 household.`);
    expect(labelled.stderr).toContain(`Note: no event is for the group "colleagues" (${list}, row 2)`);
    const short = await withList(["smiths,Dear Sam & Alex,colleagues"]);
    expect(short.passed).toBe(false);
    expect(short.stderr).toContain(`${list}, row 2: has 3 cells, not 4;`);
    // Hangul, which no face of the site draws: the band would show it in the device's face.
    const unlettered = await withList(["kims,Dear 민준 & Sam,,"]);
    expect(unlettered.passed).toBe(false);
    expect(unlettered.stderr).toContain(`row 2's greeting: "민" (U+BBFC) is in no face`);
  }, 20_000);

  it("says when, by today's date, a site that follows the day no longer offers the RSVP", async () => {
    const over = await check(contentWith(`${FOLLOWING}, ${movedTo("2001-06-30")}`));
    expect(over.stdout).toContain("Content is valid.");
    expect(over.stderr).toContain("the wedding (2001-06-30) is over, so the pages thank your guests and offer no RSVP");
    expect(over.stderr).toContain("add `followTheDay: false`");
    const ahead = await check(contentWith(`${FOLLOWING}, ${movedTo("2999-06-29")}`));
    expect(ahead.stderr).not.toContain("followTheDay");
  }, 20_000);

  it("says when a site that keeps the invitation on every date is for a wedding still ahead", async () => {
    const ahead = await check(contentWith(`followTheDay: false, rsvpDeadline: undefined, ${movedTo("2999-06-29")}`));
    expect(ahead.stderr).toContain("For a wedding still ahead, delete that line.");
    const over = await check(contentWith(`followTheDay: false, rsvpDeadline: undefined, ${movedTo("2001-06-30")}`));
    expect(over.stderr).not.toContain("followTheDay");
  }, 20_000);

  it("names a photo of the folder that no field names, and only such photos", async () => {
    const photosDir = join(folder, "photos");
    cpSync(PHOTOS_FOLDER, photosDir, { recursive: true });
    const check = () =>
      checkContentFile(join(process.cwd(), CONTENT_FILE), CONTENT_FILE, { content: () => import("../../content/wedding") }, "all", { photosDir });
    const unnamed = (notes: string[]) => notes.filter((note) => note.includes("so it is on no page") || note.includes("so they are on no page"));
    expect(unnamed((await check()).notes)).toEqual([]);
    const [first] = readdirSync(photosDir);
    copyFileSync(join(photosDir, first), join(photosDir, `left-behind-${first}`));
    const report = await check();
    expect(report.ok).toBe(true);
    expect(unnamed(report.notes)).toEqual([expect.stringContaining(`names left-behind-${first} in ${PHOTOS_FOLDER}/, so it is on no page`)]);
  }, 20_000);
});
