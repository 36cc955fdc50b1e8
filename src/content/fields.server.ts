import { nearMiss } from "./near-miss.server";
import { z } from "zod";
import { FORMALITIES } from "../words/formal";

// Each check stops at its first problem, so one bad field gives one message.

/** Characters nobody types on purpose: controls, and the bidirectional overrides that reorder text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

const codePoint = (character: string) =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;

export const required = (what: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? "is required" : `must be ${what}, between quotes, not ${kindOf(issue.input)}`,
    })
    .refine((value) => value.trim() !== "", { error: "must not be empty", abort: true })
    .refine((value) => !INVISIBLE.test(value), {
      error: (issue) =>
        `holds an invisible character (${codePoint(String(issue.input).match(INVISIBLE)?.[0] ?? "")}), often pasted along with text; delete it and type that part again`,
      abort: true,
    });

export const text = required("text");

/**
 * A field's title and one line of help, with an example where one helps: what the local editor (editor/) shows
 * beside the field, carried in the schema's JSON Schema.
 */
export const about = <T extends z.ZodType>(schema: T, title: string, description?: string, example?: unknown): T =>
  schema.meta({
    title,
    ...(description === undefined ? {} : { description }),
    ...(example === undefined ? {} : { examples: [example] }),
  });

export const httpsUrl = required("an https:// URL").pipe(
  z.url({ protocol: /^https$/, error: "must be an https:// URL" }),
);

export function kindOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list [ … ]";
  switch (typeof value) {
    case "string":
      return `text (${JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value)})`;
    case "number":
    case "bigint":
      return `a number (${String(value)})`;
    case "boolean":
      return String(value);
    case "function":
      return "a function";
    case "object":
      return "a block { … }";
    default:
      return String(typeof value);
  }
}

const fieldList = (fields: readonly string[]) =>
  fields.length < 2 ? fields.join("") : `${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}`;

export const yesNo = z.boolean({
  error: (issue) =>
    issue.input === undefined ? "is required: true or false" : `must be true or false, not ${kindOf(issue.input)}`,
});

/** How the site speaks to guests (src/words/formal.ts). */
export const formality = z.enum(FORMALITIES, {
  error: 'must be "familiar" (as to friends: "ihr", "vosotros") or "formal" ("Sie", "ustedes")',
});

/** Refuses unknown fields, naming the nearest: a typo in an optional field would otherwise be dropped unseen. */
export function strictObject<Shape extends z.ZodRawShape>(
  shape: Shape,
  /** What to say when the block is given as text, which is often its main field alone. */
  givenText?: (text: string) => string,
) {
  const known = Object.keys(shape);
  const optional = known.filter((key) => shape[key] instanceof z.ZodOptional);
  const required = known.filter((key) => !optional.includes(key));
  const holding =
    optional.length === 0
      ? fieldList(required)
      : required.length === 0
        ? `any of ${fieldList(optional)}`
        : `${fieldList(required)} (and, if you like, ${fieldList(optional)})`;
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === "unrecognized_keys") return unknownFields(issue.keys, known);
      if (issue.code !== "invalid_type") return undefined;
      if (issue.input === undefined) return `is missing; it holds ${holding}`;
      if (typeof issue.input === "string" && givenText) return givenText(issue.input);
      return `must be a block { … } holding ${holding}, not ${kindOf(issue.input)}`;
    },
  });
}

export function listOf<Item extends z.ZodType>(item: Item, what: string) {
  const each = item instanceof z.ZodObject ? `${what}, each { ${Object.keys(item.shape).join(", ")} }` : what;
  return z.array(item, {
    error: (issue) =>
      issue.input === undefined
        ? `is missing; it lists ${each}`
        : `must be a list [ … ] of ${each}, not ${kindOf(issue.input)}`,
  });
}

export function recordOf<Item extends z.ZodType>(item: Item, what: string) {
  return z
    .record(z.string(), item, {
      error: (issue) =>
        issue.input === undefined
          ? `is missing; it holds your ${what}`
          : `must be a block { … } of your ${what}, not ${kindOf(issue.input)}`,
    })
    .refine((value) => Object.keys(value).length > 0, { error: `must name at least one of your ${what}` });
}

function unknownFields(keys: string[], known: string[]): string {
  return keys
    .map((key) => {
      const guess = nearMiss(key, known);
      return `has "${key}", which is not a field here${guess ? `; did you mean "${guess}"?` : ` (the fields are ${known.join(", ")})`}`;
    })
    .join("; ");
}

export function uniqueValues(what: string) {
  return (items: string[], ctx: z.core.$RefinementCtx<string[]>) => {
    items.forEach((value, index) => {
      const first = items.indexOf(value);
      if (first < index)
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: `"${value}" is already in the list, as number ${first + 1}; each ${what} is listed once`,
        });
    });
  };
}

export function uniqueBy<Item>(field: keyof Item & string, what: string) {
  return (items: Item[], ctx: z.core.$RefinementCtx<Item[]>) => {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      const value = item[field];
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else
        ctx.addIssue({
          code: "custom",
          path: [index, field],
          message: `"${String(value)}" is already that of number ${first + 1} in the list; each ${what} needs its own`,
        });
    });
  };
}
