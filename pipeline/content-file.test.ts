// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { readContentFile, syntaxProblem } from "./content-file";

const SHOWN = "src/content/wedding.ts";
/** A fixed example, the Sintra couple's file, so that the slips are the same whatever a couple's content. */
const SAMPLE = readFileSync("tests/couples/sintra/wedding.ts", "utf8");
const folder = mkdtempSync(join(tmpdir(), "wedding-content-file-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The sample's text with its first `find` replaced: one slip. */
function slipped(find: string, replace: string): string {
  expect(SAMPLE, `the sample holds ${find}`).toContain(find);
  return SAMPLE.replace(find, replace);
}

/** The line of the sample that holds `find`, numbered from 1, and the column of `find` in it. */
function where(find: string, offset = 0): { line: number; column: number; text: string } {
  const lines = SAMPLE.split("\n");
  const index = lines.findIndex((line) => line.includes(find));
  return { line: index + 1, column: lines[index].indexOf(find) + offset + 1, text: lines[index] };
}

/** What the couple reads for a slip at (line, column): the sentence, the line, a caret under the place. */
function report(line: number, column: number, says: string, text: string): string {
  const number = String(line);
  return [
    `${SHOWN} cannot be read, at line ${number}, column ${column}: ${says}.`,
    `  ${number} | ${text}`,
    `  ${" ".repeat(number.length)} | ${" ".repeat(column - 1)}^`,
  ].join("\n");
}

describe("a syntax slip in the content file", () => {
  it("a missing comma at a line's end points there", () => {
    const at = where('partnerOne: "Marisa",', 'partnerOne: "Marisa"'.length);
    const text = slipped('partnerOne: "Marisa",', 'partnerOne: "Marisa"');
    expect(syntaxProblem(text, SHOWN)).toBe(
      report(
        at.line,
        at.column,
        "a comma is likely missing at the end of this line, after the value",
        at.text.replace('"Marisa",', '"Marisa"'),
      ),
    );
  });

  it("a text without its closing quote, curly quotes, a missing colon, a comma too many", () => {
    expect(syntaxProblem(slipped(`"Sam O'Neill",`, `"Sam O'Neill,`), SHOWN)).toContain(
      'this text has no closing quote: a " is likely missing at its end.',
    );
    expect(syntaxProblem(slipped('partnerOne: "Marisa"', "partnerOne: “Marisa”"), SHOWN)).toContain(
      '“ is a curly quote, as a word processor or phone types it: text goes between straight quotes, "like this".',
    );
    expect(syntaxProblem(slipped('partnerOne: "Marisa"', 'partnerOne "Marisa"'), SHOWN)).toContain(
      "a comma or a colon (:) is likely missing just before this.",
    );
    expect(syntaxProblem(slipped('partnerOne: "Marisa",', 'partnerOne: "Marisa",,'), SHOWN)).toContain(
      "one comma too many here.",
    );
  });

  it("a block never closed points at where it opens", () => {
    const text = SAMPLE.replace(/\n};\s*$/, "\n");
    const at = where("export const wedding");
    expect(syntaxProblem(text, SHOWN)).toBe(
      report(
        at.line,
        at.text.lastIndexOf("{") + 1,
        "this { is never closed: a } is likely missing after what it holds",
        at.text,
      ),
    );
  });

  it("the sample parses", () => {
    expect(syntaxProblem(SAMPLE, SHOWN)).toBeUndefined();
  });
});

/** A seeded generator, so a failure is the same on every run. */
function randomFrom(seed: number) {
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
}

describe("thousands of random slips of the keyboard", () => {
  it(
    "each either parses or is one located sentence with the line and a caret, in the project's words",
    { timeout: 60_000 },
    () => {
      const random = randomFrom(1025);
      // Where a slip of the keyboard lands: the punctuation that holds the file together.
      const marks = [...SAMPLE.matchAll(/[,:"{}[\]()]/g)].map((match) => match.index);
      const typed = [",", ":", '"', "{", "}", "[", "]", "“", "'", "x"];
      const failures: string[] = [];
      let slips = 0;
      for (let edit = 0; edit < 2000 && failures.length < 5; edit++) {
        const at = marks[Math.floor(random() * marks.length)];
        const insert = random() < 0.5 ? "" : typed[Math.floor(random() * typed.length)];
        const text = SAMPLE.slice(0, at) + insert + SAMPLE.slice(at + (random() < 0.7 ? 1 : 0));
        const problem = syntaxProblem(text, SHOWN);
        if (!problem) continue;
        slips++;
        const lines = problem.split("\n");
        const located = /^src\/content\/wedding\.ts cannot be read, at line (\d+), column (\d+): .+\.$/.exec(lines[0]);
        const shape =
          lines.length === 3 && located && lines[1].startsWith(`  ${located[1]} | `) && /^ +\| *\^$/.test(lines[2]);
        if (!shape || /expected\.|\bat .+:\d+:\d+\)/.test(problem)) {
          failures.push(`at ${at}, "${insert}": ${problem}`);
        }
      }
      expect(failures).toEqual([]);
      expect(slips).toBeGreaterThan(1000);
    },
  );
});

describe("a slip that the file only shows when it runs", () => {
  async function read(text: string, name: string) {
    const path = join(folder, name);
    writeFileSync(path, text);
    return readContentFile(path, SHOWN, () => import(pathToFileURL(path).href));
  }

  it("a word without quotes names the word and the line", async () => {
    const result = await read(slipped('partnerOne: "Marisa"', "partnerOne: Marisa"), "unquoted.ts");
    expect(result.ok).toBe(false);
    const problem = result.ok ? "" : result.problem;
    expect(problem).toMatch(
      /^src\/content\/wedding\.ts cannot be read, at line \d+, column \d+: Marisa is written without quotes, so it reads as a name that is not defined: write text between quotes \("Marisa"\), or check the spelling of what you meant\.\n/,
    );
    expect(problem.split("\n")[1]).toContain("partnerOne: Marisa");
  });

  it("a file that exports no `wedding` says what to export", async () => {
    const result = await read(SAMPLE.replace("export const wedding", "export const weding"), "renamed.ts");
    expect(result).toEqual({
      ok: false,
      problem: `${SHOWN} must export the content as \`export const wedding = { … }\`; it exports weding.`,
    });
  });

  it("the sample reads", async () => {
    const result = await read(SAMPLE, "sample.ts");
    expect(result.ok).toBe(true);
  });
});
