/**
 * A short name renamed (a place's "villa" to "quinta"): the key, in its place among the others, and, for a place,
 * every field that points to it (an event's place, a parking place's and what it is near, the hotels), found by
 * the schema's mark of a place, not by a list of fields that could drift from it.
 */
import { PLACE, type FieldSchema } from "../form-fields";
import { asBlock, isBlock } from "./form-state";
import type { Path } from "./paths";

/** The short names of places, and the like: a letter, then letters and digits. */
export const SHORT_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

/** The fields of `schema` that point to the place `from` now point to `to`. */
function pointingTo(schema: FieldSchema | undefined, value: unknown, from: string, to: string): unknown {
  if (!schema) return value;
  if (schema[PLACE]) return value === from ? to : value;
  if (Array.isArray(value)) return value.map((item) => pointingTo(schema.items, item, from, to));
  if (!isBlock(value)) return value;
  const options = schema.oneOf ?? [schema];
  const own = (key: string) =>
    options.map((option) => option.properties?.[key]).find(Boolean) ??
    (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined);
  return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, pointingTo(own(key), each, from, to)]));
}

/** The block at `path` of `content`, changed by `change`. */
function atPath(content: unknown, path: Path, change: (block: Record<string, unknown>) => unknown): unknown {
  if (path.length === 0) return change(asBlock(content));
  const [first, ...rest] = path;
  if (Array.isArray(content))
    return content.map((item, index) => (index === first ? atPath(item, rest, change) : item));
  const block = asBlock(content);
  return { ...block, [first]: atPath(block[first], rest, change) };
}

export function withRenamed(form: FieldSchema, content: unknown, path: Path, from: string, to: string): unknown {
  const renamed = atPath(content, path, (block) =>
    Object.fromEntries(Object.entries(block).map(([key, each]) => [key === from ? to : key, each])),
  );
  return path.join(".") === "places" ? pointingTo(form, renamed, from, to) : renamed;
}
