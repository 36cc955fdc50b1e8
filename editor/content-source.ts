/**
 * The content file's text with the editor's changes in it: only what changed is
 * rewritten, through its syntax tree (magicast), so the couple's comments, the
 * order they wrote things in and what they wrote as code (`mapsSearch(…)`) stay
 * where nothing changed; a file saved without a change is not touched at all.
 */
import { isDeepStrictEqual } from "node:util";
import { generateCode, parseModule } from "magicast";
import { format, resolveConfig } from "prettier";

/** A value of the content as JSON carries it: what the editor sends back, and what the file is compared in. */
export const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

type Node = { $type?: string } & Record<string | number, unknown>;

const isBlock = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * For each item of `after`, the item of `before` it is: the same item wherever it moved, else one edited in
 * place (the next one left); -1 for an item added.
 */
export function itemsKept(before: readonly unknown[], after: readonly unknown[]): number[] {
  const used = new Set<number>();
  const from = after.map((item) => {
    const same = before.findIndex((old, index) => !used.has(index) && isDeepStrictEqual(old, item));
    if (same >= 0) used.add(same);
    return same;
  });
  const left = before.map((_, index) => index).filter((index) => !used.has(index));
  return from.map((index) => (index >= 0 ? index : (left.shift() ?? -1)));
}

function patch(parent: Node, key: string | number, before: unknown, after: unknown): void {
  if (isDeepStrictEqual(before, after)) return;
  const node = parent[key] as Node | undefined;
  if (isBlock(before) && isBlock(after) && node?.$type === "object") {
    for (const name of Object.keys(before)) if (!(name in after)) Reflect.deleteProperty(node, name);
    for (const [name, value] of Object.entries(after)) {
      if (name in before) patch(node, name, before[name], value);
      else node[name] = value;
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && node?.$type === "array") {
    const from = itemsKept(before, after);
    if (before.length === after.length && from.every((index, position) => index === position)) {
      after.forEach((item, index) => patch(node, index, before[index], item));
      return;
    }
    // The items kept are the file's own, comments and all, wherever they moved.
    const items = after.map((item, position) => {
      const index = from[position];
      if (index < 0) return item;
      patch(node, index, before[index], item);
      return node[index];
    });
    parent[key] = items;
    return;
  }
  parent[key] = after;
}

/** Why a content file cannot be saved from the editor, or nothing. */
export function unsavable(source: string): string | undefined {
  try {
    const exported = parseModule(source).exports.wedding as Node | undefined;
    if (exported?.$type === "object") return undefined;
  } catch {
    // Said below.
  }
  return "The editor saves a content file that holds the wedding itself, as `export const wedding = { … }`.";
}

/** `source`, the content file's text, whose `wedding` reads `before`, with `after` in its place. */
export async function rewrittenSource(source: string, before: unknown, after: unknown, file: string): Promise<string> {
  const [old, next] = [asJson(before), asJson(after)];
  if (isDeepStrictEqual(old, next)) return source;
  const module = parseModule(source);
  patch(module.exports as Node, "wedding", old, next);
  return format(generateCode(module).code, { ...(await resolveConfig(file)), filepath: file });
}
