import { readdirSync, readFileSync } from "node:fs";
import ts from "typescript";

/**
 * Reads the content file, and the names in the photo folder, as a couple's
 * slip in them should be reported: a missing comma or quote names the line
 * and column, shows the line with a caret under the place, and says what is
 * likely missing, in one sentence and with no stack. TypeScript's parser finds the slip (it reads the file as the
 * editor does, and goes on past the first error); the first one is the one to
 * fix, as the rest often follow from it.
 */

export type ContentFile = { ok: true; wedding: unknown } | { ok: false; problem: string };

type Token = { kind: ts.SyntaxKind; start: number; end: number };

/** The file's tokens, comments left out; a template's `${…}` is followed back into the template. */
function tokensOf(text: string): Token[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  const tokens: Token[] = [];
  // The brace depth at which each open template's `${` was entered.
  const templates: number[] = [];
  let depth = 0;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.OpenBraceToken) depth++;
    if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (templates.at(-1) === depth) {
        kind = scanner.reScanTemplateToken(false);
        if (kind === ts.SyntaxKind.TemplateTail) templates.pop();
      } else depth--;
    }
    if (kind === ts.SyntaxKind.TemplateHead) templates.push(depth);
    tokens.push({ kind, start: scanner.getTokenStart(), end: scanner.getTokenEnd() });
  }
  return tokens;
}

const CURLY_QUOTES = /[\u2018\u2019\u201A\u201B\u201C\u201D\u201E\u201F\u00AB\u00BB\u2039\u203A]/;
const CLOSERS: Record<string, string> = { "}": "{", "]": "[", ")": "(" };

/** Where the slip is, and what to say about it. */
type Slip = { at: number; says: string };

/** The first syntax error in the file, explained, or undefined when it parses. */
function syntaxSlip(text: string): Slip | undefined {
  const { diagnostics = [] } = ts.transpileModule(text, { reportDiagnostics: true, fileName: "wedding.ts" });
  const first = diagnostics.find((diagnostic) => diagnostic.start !== undefined);
  if (!first || first.start === undefined) return undefined;
  const at = first.start;
  const message = ts.flattenDiagnosticMessageText(first.messageText, "\n");
  const tokens = tokensOf(text);
  const previous = tokens.findLast((token) => token.end <= at);
  const here = text.slice(at, at + 1);
  const lineOf = (position: number) => lineAndColumn(text, position).line;

  const expected = /^'(.+)' expected\.$/.exec(message)?.[1];
  if (expected === ",") {
    // After a value that ends a line, a comma belongs at that line's end.
    if (previous && lineOf(previous.end) < lineOf(at)) {
      return { at: previous.end, says: "a comma is likely missing at the end of this line, after the value" };
    }
    return { at, says: "a comma or a colon (:) is likely missing just before this" };
  }
  if (expected === ":") return { at, says: "a colon is likely missing between the field's name and its value" };
  if (expected && CLOSERS[expected]) {
    const opener = first.relatedInformation?.find((info) => info.start !== undefined)?.start;
    if (opener !== undefined) {
      return {
        at: opener,
        says: `this ${CLOSERS[expected]} is never closed: a ${expected} is likely missing after what it holds`,
      };
    }
    return { at, says: `a closing ${expected} is likely missing before this` };
  }
  if (first.code === 1002) return { at, says: 'this text has no closing quote: a " is likely missing at its end' };
  if (first.code === 1160) return { at, says: "this text has no closing backquote: a ` is likely missing at its end" };
  if (first.code === 1010) return { at, says: "this comment has no end: a */ is likely missing" };
  if (first.code === 1127) {
    return CURLY_QUOTES.test(here)
      ? {
          at,
          says: `${here} is a curly quote, as a word processor or phone types it: text goes between straight quotes, "like this"`,
        }
      : { at, says: `"${here}" cannot stand here outside quotes` };
  }
  // At a line's end, the character out of place is the last one before it.
  if (previous && !here.trim()) return outOfPlace(text, previous.start, text[previous.start], undefined);
  return outOfPlace(text, at, here, previous?.kind);
}

const OPENERS = new Set([ts.SyntaxKind.CommaToken, ts.SyntaxKind.OpenBraceToken, ts.SyntaxKind.OpenBracketToken]);

/** A character the parser did not expect, said by what stands around it. */
function outOfPlace(text: string, at: number, here: string, previous: ts.SyntaxKind | undefined): Slip {
  const line = text.split("\n")[lineAndColumn(text, at).line] ?? "";
  if ((line.match(/"/g) ?? []).length % 2 === 1) {
    return { at, says: 'the quotes on this line do not pair: a " is likely missing around a text' };
  }
  if (here === "," && previous !== undefined && OPENERS.has(previous)) return { at, says: "one comma too many here" };
  if (previous === ts.SyntaxKind.ColonToken)
    return { at, says: "a value is likely missing after the colon before this" };
  if (CLOSERS[here])
    return { at, says: `this ${here} closes nothing: one too many, or its ${CLOSERS[here]} is missing above` };
  if (here === "{") {
    return {
      at,
      says: "a block stands where a field's name should: a [ is likely missing before it, or a name and a colon",
    };
  }
  if (here === ":")
    return { at, says: "this colon follows no field's name: the name is likely missing, or the colon is one too many" };
  return { at, says: `"${here}" is out of place here: a character too many, or one missing just before it` };
}

/** The line and column of a position in the text, from 0. */
function lineAndColumn(text: string, at: number) {
  const before = text.slice(0, at);
  return { line: before.split("\n").length - 1, column: at - (before.lastIndexOf("\n") + 1) };
}

/** "line 27, column 23: what is wrong", then the line, then a caret under the place. */
function located(text: string, at: number, says: string): string {
  const { line, column } = lineAndColumn(text, at);
  const source = text.split(/\r?\n/)[line] ?? "";
  const number = String(line + 1);
  // Tabs stay tabs under the caret, so it lines up in any terminal.
  const pad = source.slice(0, column).replace(/[^\t]/g, " ");
  return [
    `line ${number}, column ${column + 1}: ${says}.`,
    `  ${number} | ${source}`,
    `  ${" ".repeat(number.length)} | ${pad}^`,
  ].join("\n");
}

/** The file's first syntax error as the couple reads it, or undefined when the file parses. */
export function syntaxProblem(text: string, shownPath: string): string | undefined {
  const slip = syntaxSlip(text);
  return slip && `${shownPath} cannot be read, at ${located(text, slip.at, slip.says)}`;
}

/** Where in the content file an error thrown while it ran points, from its stack. */
function positionIn(text: string, path: string, error: Error): number | undefined {
  const name = path.split(/[\\/]/).at(-1) ?? path;
  const frame = new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:(\\d+):(\\d+)`).exec(error.stack ?? "");
  if (!frame) return undefined;
  const lines = text.split("\n");
  const line = Number(frame[1]) - 1;
  if (line >= lines.length) return undefined;
  return lines.slice(0, line).reduce((sum, each) => sum + each.length + 1, 0) + Number(frame[2]) - 1;
}

/** An error the file threw while it ran, said plainly: a word without quotes is the common one. */
function runtimeSlip(error: unknown): string {
  if (!(error instanceof Error)) return `it stopped with ${String(error)}`;
  const undefinedName = /^(\S+) is not defined$/.exec(error.message)?.[1];
  if (error instanceof ReferenceError && undefinedName) {
    return `${undefinedName} is written without quotes, so it reads as a name that is not defined: write text between quotes ("${undefinedName}"), or check the spelling of what you meant`;
  }
  return `it stopped with "${error.message.split("\n")[0]}"`;
}

/**
 * Every file's name in the photos folder; none when the folder is missing, so
 * that each photo in the content says its file is not there.
 */
export function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Reads the content file at `path` (shown to the couple as `shownPath`) with
 * `load`, which runs it: `import()` in the build, Vite's module runner while
 * `npm run dev` watches it. Any slip comes back as one problem, never a throw.
 */
export async function readContentFile(
  path: string,
  shownPath: string,
  load: () => Promise<Record<string, unknown>>,
): Promise<ContentFile> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return { ok: false, problem: `${shownPath} is missing: it is the file that holds your content.` };
  }
  const syntax = syntaxProblem(text, shownPath);
  if (syntax) return { ok: false, problem: syntax };
  let module: Record<string, unknown>;
  try {
    module = await load();
  } catch (error) {
    const says = runtimeSlip(error);
    const at = error instanceof Error ? positionIn(text, path, error) : undefined;
    return {
      ok: false,
      problem:
        at === undefined
          ? `${shownPath} cannot be read: ${says}.`
          : `${shownPath} cannot be read, at ${located(text, at, says)}`,
    };
  }
  if (!("wedding" in module)) {
    const exported = Object.keys(module);
    return {
      ok: false,
      problem: `${shownPath} must export the content as \`export const wedding = { … }\`; it exports ${exported.length > 0 ? exported.join(", ") : "nothing"}.`,
    };
  }
  return { ok: true, wedding: module.wedding };
}
