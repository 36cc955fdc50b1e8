/**
 * The sample's placeholders, as the content file marks them: `// SAMPLE` at the end of a field's line
 * (docs/make-it-yours.md). The form shows each such field as the sample's until the couple writes their own,
 * and a save takes the mark off a field whose value it changed, so the file says the same.
 */
import { isDeepStrictEqual } from "node:util";
import { parseModule } from "magicast";
import { pathText, valueAt, type Path } from "./app/paths";
import { asJson } from "./content-source";

const MARK = /\bSAMPLE\b/;
const MARK_ON_A_LINE = /\s*\/\/\s*SAMPLE\b.*$/;

type Located = { loc?: { start: { line: number }; end: { line: number } } };
type AstNode = Located & {
  type?: string;
  value?: unknown;
  key?: { name?: string; value?: string };
  properties?: AstNode[];
  elements?: (AstNode | null)[];
  leadingComments?: ({ value: string } & Located)[];
  trailingComments?: ({ value: string } & Located)[];
};

/** Every field of `wedding` whose value ends on a line, the outermost first, with the line it ends on. */
function fieldsEnding(source: string): { path: Path; line: number }[] {
  const exported = parseModule(source).exports.wedding as { $ast?: AstNode } | undefined;
  const found: { path: Path; line: number }[] = [];
  const walk = (node: AstNode | null | undefined, path: Path) => {
    if (node?.type === "ObjectExpression")
      for (const property of node.properties ?? []) {
        const key = property.key?.name ?? property.key?.value;
        if (key === undefined || !property.loc) continue;
        found.push({ path: [...path, key], line: property.loc.end.line });
        walk(property.value as AstNode, [...path, key]);
      }
    if (node?.type === "ArrayExpression")
      (node.elements ?? []).forEach((element, index) => {
        if (!element?.loc) return;
        found.push({ path: [...path, index], line: element.loc.end.line });
        walk(element, [...path, index]);
      });
  };
  walk(exported?.$ast, []);
  return found;
}

/** The lines of `source` that end in the sample's mark. */
const markedLines = (source: string) =>
  new Set(
    source.split("\n").flatMap((text, index) => (MARK_ON_A_LINE.test(text) && MARK.test(text) ? [index + 1] : [])),
  );

/** The fields the file marks as the sample's, as the build's problems name them ("couple.partnerOne"). */
export function sampleFields(source: string): string[] {
  const lines = markedLines(source);
  const claimed = new Set<number>();
  const fields: string[] = [];
  // The outermost field that ends on a marked line is the one marked: `couplePhoto: { file, alt }, // SAMPLE`.
  for (const { path, line } of fieldsEnding(source)) {
    if (!lines.has(line) || claimed.has(line)) continue;
    claimed.add(line);
    fields.push(pathText(path));
  }
  return fields;
}

/**
 * `next`, the file as a save writes it, without the mark of each field the save changed from `before` to
 * `after`, as `source`, the file before the save, marked them.
 */
export function withoutChangedMarks(source: string, next: string, before: unknown, after: unknown): string {
  const [old, now] = [asJson(before), asJson(after)];
  const changed = sampleFields(source).filter((field) => !isDeepStrictEqual(valueAt(old, field), valueAt(now, field)));
  if (changed.length === 0) return next;
  const ends = new Map(fieldsEnding(next).map(({ path, line }) => [pathText(path), line]));
  const lines = next.split("\n");
  for (const field of changed) {
    const line = ends.get(field);
    if (line !== undefined) lines[line - 1] = lines[line - 1].replace(MARK_ON_A_LINE, "");
  }
  return lines.join("\n");
}
