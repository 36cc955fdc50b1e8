// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { seededRandom } from "../../tests/support/seeded-random";
import { readContentFile, syntaxProblem } from "./content-file";
import { CONTENT_FILE } from "../../src/content/folders";

const SHOWN = CONTENT_FILE;
/** A fixed example, the Sintra couple's file, so that the mistakes are the same whatever a couple's content. */
const EXAMPLE = readFileSync("tests/couples/sintra/wedding.ts", "utf8");
const folder = mkdtempSync(join(tmpdir(), "wedding-content-file-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The example's text with its first `find` replaced: one mistake. */
function mistyped(find: string, replace: string): string {
  expect(EXAMPLE, `the example holds ${find}`).toContain(find);
  return EXAMPLE.replace(find, replace);
}

/** The line of the example that holds `find`, numbered from 1, and the column of `find` in it. */
function where(find: string, offset = 0): { line: number; column: number; text: string } {
  const lines = EXAMPLE.split("\n");
  const index = lines.findIndex((line) => line.includes(find));
  return { line: index + 1, column: lines[index].indexOf(find) + offset + 1, text: lines[index] };
}

/** What the couple reads for a mistake at (line, column): the sentence, the line, a caret under the place. */
function report(line: number, column: number, says: string, text: string): string {
  const number = String(line);
  return [
    `${SHOWN} cannot be read, at line ${number}, column ${column}: ${says}.`,
    `  ${number} | ${text}`,
    `  ${" ".repeat(number.length)} | ${" ".repeat(column - 1)}^`,
  ].join("\n");
}

describe("a syntax mistake in the content file", () => {
  it("a missing comma at a line's end points there", () => {
    const at = where('partnerOne: "Marisa",', 'partnerOne: "Marisa"'.length);
    const text = mistyped('partnerOne: "Marisa",', 'partnerOne: "Marisa"');
    expect(syntaxProblem(text, SHOWN)).toBe(
      report(
        at.line,
        at.column,
        "a comma is likely missing just after this value",
        at.text.replace('"Marisa",', '"Marisa"'),
      ),
    );
  });

  it("a text without its closing quote, curly quotes, a missing colon, a comma too many", () => {
    expect(syntaxProblem(mistyped(`"Sam O'Neill",`, `"Sam O'Neill,`), SHOWN)).toContain(
      'this text has no closing quote: a " is likely missing at its end.',
    );
    expect(syntaxProblem(mistyped('partnerOne: "Marisa"', "partnerOne: “Marisa”"), SHOWN)).toContain(
      '“ is a curly quote, as a word processor or phone types it: text goes between straight quotes, "like this".',
    );
    expect(syntaxProblem(mistyped('partnerOne: "Marisa"', 'partnerOne "Marisa"'), SHOWN)).toContain(
      "a comma or a colon (:) is likely missing just before this.",
    );
    expect(syntaxProblem(mistyped('partnerOne: "Marisa",', 'partnerOne: "Marisa",,'), SHOWN)).toContain(
      "one comma too many here.",
    );
  });

  it("a text typed without its quotes, a curly quote closing a straight one", () => {
    expect(syntaxProblem(mistyped('startTime: "19:00"', "startTime: 19:00"), SHOWN)).toContain(
      'the value on this line is likely missing its quotes: text goes between them, "like this".',
    );
    expect(syntaxProblem(mistyped('partnerOne: "Marisa"', 'partnerOne: "Marisa”'), SHOWN)).toContain(
      '” is a curly quote, as a word processor or phone types it: text goes between straight quotes, "like this".',
    );
  });

  it("a long line shows the part around the place, so the caret stays under it", () => {
    const long = mistyped('en: "Obrigado, thank you', `en: "${"Obrigado! ".repeat(20)}thank you`).replace(
      'be with us.",',
      'be with us.",,',
    );
    const [, line, caret] = (syntaxProblem(long, SHOWN) ?? "").split("\n");
    expect(line.length).toBeLessThan(100);
    expect(line[caret.indexOf("^")]).toBe(",");
    expect(line.slice(caret.indexOf("^") - 1, caret.indexOf("^") + 1)).toBe(",,");
  });

  // The whole content, and a block inside, whose closer the lines' indentation says is missing.
  for (const [opening, text] of [
    ["export const wedding", EXAMPLE.replace(/\n};\s*$/, "\n")],
    ["couple: {", EXAMPLE.replace(`    partnerTwo: "Sam O'Neill",\n  },`, `    partnerTwo: "Sam O'Neill",\n`)],
  ]) {
    it(`a block never closed points at where it opens: ${opening}`, () => {
      const at = where(opening);
      expect(text).not.toBe(EXAMPLE);
      expect(syntaxProblem(text, SHOWN)).toBe(
        report(
          at.line,
          at.text.lastIndexOf("{") + 1,
          "this { is never closed: a } is likely missing after what it holds",
          at.text,
        ),
      );
    });
  }

  it("the example parses", () => {
    expect(syntaxProblem(EXAMPLE, SHOWN)).toBeUndefined();
  });
});

describe("thousands of random typos", () => {
  // Windows editors end lines with CRLF.
  for (const [endings, example] of [
    ["LF", EXAMPLE],
    ["CRLF", EXAMPLE.replaceAll("\n", "\r\n")],
  ]) {
    it(
      `${endings}: each either parses or is one located sentence with the line and a caret, in the project's words`,
      {
        timeout: 60_000,
      },
      () => {
        const random = seededRandom(1025);
        // Where a typo lands: the punctuation that holds the file together.
        const marks = [...example.matchAll(/[,:"{}[\]()]/g)].map((match) => match.index);
        const typed = [",", ":", '"', "{", "}", "[", "]", "“", "'", "x"];
        const failures: string[] = [];
        let mistakes = 0;
        for (let edit = 0; edit < 1000 && failures.length < 5; edit++) {
          const at = marks[Math.floor(random() * marks.length)];
          const insert = random() < 0.5 ? "" : typed[Math.floor(random() * typed.length)];
          const text = example.slice(0, at) + insert + example.slice(at + (random() < 0.7 ? 1 : 0));
          const problem = syntaxProblem(text, SHOWN);
          if (!problem) continue;
          mistakes++;
          const lines = problem.split("\n");
          const located = /^content\/wedding\.ts cannot be read, at line (\d+), column (\d+): .+\.$/.exec(lines[0]);
          const shape =
            lines.length === 3 && located && lines[1].startsWith(`  ${located[1]} | `) && /^ +\| *\^$/.test(lines[2]);
          if (!shape || /expected\.|\r|\bat .+:\d+:\d+\)/.test(problem)) {
            failures.push(`at ${at}, "${insert}": ${problem}`);
          }
        }
        expect(failures).toEqual([]);
        expect(mistakes).toBeGreaterThan(500);
      },
    );
  }
});

describe("a mistake that the file only shows when it runs", () => {
  async function read(text: string, name: string) {
    const path = join(folder, name);
    writeFileSync(path, text);
    return readContentFile(path, SHOWN, () => import(pathToFileURL(path).href));
  }

  it("a word without quotes names the word and the line", async () => {
    const result = await read(mistyped('partnerOne: "Marisa"', "partnerOne: Marisa"), "unquoted.ts");
    expect(result.ok).toBe(false);
    const problem = result.ok ? "" : result.problem;
    expect(problem).toMatch(
      /^content\/wedding\.ts cannot be read, at line \d+, column \d+: Marisa is written without quotes, so it reads as a name that is not defined: write text between quotes \("Marisa"\), or check the spelling of what you meant\.\n/,
    );
    expect(problem.split("\n")[1]).toContain("partnerOne: Marisa");
  });

  it("a file that exports no `wedding` says what to export", async () => {
    const result = await read(EXAMPLE.replace("export const wedding", "export const weding"), "renamed.ts");
    expect(result).toEqual({
      ok: false,
      problem: `${SHOWN} must export the content as \`export const wedding = { … }\`; it exports weding.`,
    });
  });

  it("the example reads", async () => {
    const result = await read(EXAMPLE, "sample.ts");
    expect(result.ok).toBe(true);
  });
});
