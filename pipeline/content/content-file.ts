import { readFileSync } from "node:fs";
import ts from "typescript";
import { escapeRegExp } from "../../src/text/escape-regexp";

/**
 * Reads the content file as a couple's mistake in it should be reported: a
 * missing comma or quote names the line and column, shows the line with a
 * caret under the place, and says what is likely missing, in one sentence and
 * with no stack. TypeScript's parser finds the mistake (it reads the file as the
 * editor does); the first one is the one to fix, as the rest often follow
 * from it. What it expected says little to a couple ("',' expected"), so the
 * sentence comes from what stands around the place.
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
const CURLY_QUOTE_SAYS = (quote: string) =>
  `${quote} is a curly quote, as a word processor or phone types it: text goes between straight quotes, "like this"`;
/** `name: value` where the value starts with neither a quote nor a bracket: text typed without its quotes. */
const UNQUOTED_VALUE = /^\s*["']?\w+["']?\s*:\s*[^\s"'`{[]/;

/** Where the mistake is, and what to say about it. */
type Mistake = { at: number; says: string };

/** The line and column of a position in the text, from 0. */
function lineAndColumn(text: string, at: number) {
  const before = text.slice(0, at);
  return { line: before.split("\n").length - 1, column: at - (before.lastIndexOf("\n") + 1) };
}

const lineAt = (text: string, at: number) => text.split("\n")[lineAndColumn(text, at).line] ?? "";

/** The character at a position, whole even where it takes two UTF-16 units (an emoji). */
const characterAt = (text: string, at: number) => String.fromCodePoint(text.codePointAt(at) ?? 32);

/**
 * The block or list a couple most likely left open: the first line that opens
 * one at the end ("couple: {") whose indentation no closing line comes back
 * to before the text moves further out. The parser only knows that the
 * outermost one is never closed, as it takes every closer for the nearest.
 */
function unclosedByIndentation(text: string): number | undefined {
  const lines = text.split("\n");
  const indent = (line: string) => line.length - line.trimStart().length;
  let offset = 0;
  for (const [index, line] of lines.entries()) {
    const opener = /([{[])\s*(\/\/.*)?\r?$/.exec(line);
    if (opener && !/^\s*(\/\/|\*|\/\*)/.test(line)) {
      const next = lines.slice(index + 1).find((later) => later.trim() && indent(later) <= indent(line));
      const closer = opener[1] === "{" ? "}" : "]";
      if (next === undefined || !next.trimStart().startsWith(closer)) return offset + opener.index;
    }
    offset += line.length + 1;
  }
  return undefined;
}

/** A block or list left open, said where it opens. */
function neverClosed(text: string, opener: number): Mistake {
  const open = characterAt(text, opener);
  const close = Object.keys(CLOSERS).find((closer) => CLOSERS[closer] === open);
  return { at: opener, says: `this ${open} is never closed: a ${close} is likely missing after what it holds` };
}

/** The first syntax error in the file, explained, or undefined when it parses. */
function syntaxMistake(text: string): Mistake | undefined {
  const { diagnostics = [] } = ts.transpileModule(text, { reportDiagnostics: true, fileName: "wedding.ts" });
  const first = diagnostics.find((diagnostic) => diagnostic.start !== undefined);
  if (!first || first.start === undefined) return undefined;
  const at = first.start;
  const message = ts.flattenDiagnosticMessageText(first.messageText, "\n");
  const previous = tokensOf(text).findLast((token) => token.end <= at);
  const here = characterAt(text, at);
  const line = lineAt(text, at);

  const expected = /^'(.+)' expected\.$/.exec(message)?.[1];
  if (expected === ",") {
    // After a value that ends a line, a comma belongs right after it.
    if (previous && lineAndColumn(text, previous.end).line < lineAndColumn(text, at).line) {
      return { at: previous.end, says: "a comma is likely missing just after this value" };
    }
    // A block left open takes the fields after it in, until the file's end finds a closer too few.
    const unclosed = unclosedByIndentation(text);
    if (unclosed !== undefined && unclosed < at) return neverClosed(text, unclosed);
    if (UNQUOTED_VALUE.test(line)) {
      return { at, says: 'the value on this line is likely missing its quotes: text goes between them, "like this"' };
    }
    return { at, says: "a comma or a colon (:) is likely missing just before this" };
  }
  if (expected === ":") return { at, says: "a colon is likely missing between the field's name and its value" };
  if (expected && CLOSERS[expected]) {
    const opener = unclosedByIndentation(text) ?? first.relatedInformation?.find((info) => info.start)?.start;
    return opener === undefined
      ? { at, says: `a closing ${expected} is likely missing before this` }
      : neverClosed(text, opener);
  }
  if (first.code === 1002) {
    const curly = CURLY_QUOTES.exec(line);
    if (curly) return { at: at - lineAndColumn(text, at).column + curly.index, says: CURLY_QUOTE_SAYS(curly[0]) };
    return { at, says: 'this text has no closing quote: a " is likely missing at its end' };
  }
  // An unclosed backquote or comment runs to the end of the file: point where it opens.
  if (first.code === 1160) {
    return { at: text.lastIndexOf("`"), says: "this text has no closing backquote: a ` is likely missing at its end" };
  }
  if (first.code === 1010)
    return { at: text.lastIndexOf("/*"), says: "this comment has no end: a */ is likely missing" };
  if (first.code === 1127) {
    return CURLY_QUOTES.test(here)
      ? { at, says: CURLY_QUOTE_SAYS(here) }
      : { at, says: `"${here}" cannot stand here outside quotes` };
  }
  // At a line's end, the character out of place is the last one before it.
  if (previous && !here.trim()) return outOfPlace(text, previous.start, characterAt(text, previous.start), undefined);
  return outOfPlace(text, at, here, previous?.kind);
}

const OPENERS = new Set([ts.SyntaxKind.CommaToken, ts.SyntaxKind.OpenBraceToken, ts.SyntaxKind.OpenBracketToken]);

/** A character the parser did not expect, said by what stands around it. */
function outOfPlace(text: string, at: number, here: string, previous: ts.SyntaxKind | undefined): Mistake {
  if ((lineAt(text, at).match(/"/g) ?? []).length % 2 === 1) {
    return { at, says: 'the quotes on this line do not pair: a " is likely missing around a text' };
  }
  if (here === "," && previous !== undefined && OPENERS.has(previous)) return { at, says: "one comma too many here" };
  if (previous === ts.SyntaxKind.ColonToken) {
    return { at, says: "a value is likely missing after the colon before this" };
  }
  if (CLOSERS[here]) {
    return { at, says: `this ${here} closes nothing: one too many, or its ${CLOSERS[here]} is missing above` };
  }
  if (here === "{") {
    return {
      at,
      says: "a block stands where a field's name should: a [ is likely missing before it, or a name and a colon",
    };
  }
  if (here === ":") {
    return { at, says: "this colon follows no field's name: the name is likely missing, or the colon is one too many" };
  }
  return { at, says: `"${here}" is out of place here: a character too many, or one missing just before it` };
}

/** How much of a long line to show either side of the place, so the caret stays under it in a narrow terminal. */
const CONTEXT = 40;

/** "line 27, column 23: what is wrong", then the line, then a caret under the place. */
function located(text: string, at: number, says: string): string {
  const { line, column } = lineAndColumn(text, at);
  const source = (text.split("\n")[line] ?? "").replace(/\r$/, "");
  const from = Math.max(0, column - CONTEXT);
  const shown = `${from > 0 ? "…" : ""}${source.slice(from, column + CONTEXT)}${source.length > column + CONTEXT ? "…" : ""}`;
  const number = String(line + 1);
  // Tabs stay tabs under the caret, so it lines up in any terminal.
  const pad = `${from > 0 ? " " : ""}${source.slice(from, column).replace(/[^\t]/g, " ")}`;
  return [
    `line ${number}, column ${column + 1}: ${says}.`,
    `  ${number} | ${shown}`,
    `  ${" ".repeat(number.length)} | ${pad}^`,
  ].join("\n");
}

/** The file's first syntax error as the couple reads it, or undefined when the file parses. */
export function syntaxProblem(text: string, shownPath: string): string | undefined {
  const mistake = syntaxMistake(text);
  return mistake && `${shownPath} cannot be read, at ${located(text, mistake.at, mistake.says)}`;
}

/** Where in the content file an error thrown while it ran points, from its stack (a path, or a file:// URL). */
function positionIn(text: string, path: string, error: Error): number | undefined {
  const frame = new RegExp(`${escapeRegExp(path)}:(\\d+):(\\d+)`).exec(error.stack ?? "");
  if (!frame) return undefined;
  const lines = text.split("\n");
  const [line, column] = [Number(frame[1]) - 1, Number(frame[2]) - 1];
  if (line >= lines.length || column > lines[line].length) return undefined;
  return lines.slice(0, line).reduce((sum, each) => sum + each.length + 1, 0) + column;
}

/** An error the file threw while it ran, said plainly: a word without quotes is the common one. */
function runtimeMistake(error: unknown): string {
  if (!(error instanceof Error)) return `it stopped with ${String(error)}`;
  const undefinedName = /^(\S+) is not defined$/.exec(error.message)?.[1];
  if (error instanceof ReferenceError && undefinedName) {
    return `${undefinedName} is written without quotes, so it reads as a name that is not defined: write text between quotes ("${undefinedName}"), or check the spelling of what you meant`;
  }
  return `it stopped with "${error.message.split("\n")[0]}"`;
}

/**
 * Reads the content file at `path` (shown to the couple as `shownPath`) with
 * `load`, which runs it: `import()` in the build, Vite's module runner while
 * `npm run dev` watches it. Any mistake comes back as one problem, never a throw.
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
    const says = runtimeMistake(error);
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
