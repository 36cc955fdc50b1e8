import { LOCAL_TEXT, type FieldSchema } from "../form-fields";
import { languageName } from "./language-name";

/** A field's place in the content, as the build's problems name it ("events[0].startTime"). */
export type Path = (string | number)[];

export const pathText = (path: Path) =>
  path.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${key}`)).join("");

export const fieldId = (path: Path) => `field-${pathText(path)}`;

/** A build's problem, "events[0].startTime: must be a 24-hour time", as its field's path and its sentence. */
export function splitProblem(problem: string): { at: string; says: string } {
  const colon = problem.indexOf(": ");
  const at = colon < 0 ? "" : problem.slice(0, colon);
  // A problem of the whole file names the file ("wedding.ts: …"), not a field.
  return /^[\w$[\].-]+$/.test(at) && !at.endsWith(".ts")
    ? { at, says: problem.slice(colon + 2) }
    : { at: "", says: problem };
}

/** The field a problem is at, or the nearest one around it the form shows. */
export function nearestField(at: string): HTMLElement | null {
  for (let path = at; path; path = path.replace(/(\.[^.[\]]+|\[\d+\])$/, "")) {
    const field = document.getElementById(`field-${path}`);
    if (field) return field;
    if (!/(\.[^.[\]]+|\[\d+\])$/.test(path)) break;
  }
  return null;
}

/** Focuses a field: the control itself, or its first box where it is a group (a text written in each language). */
export function focusField(field: HTMLElement | null) {
  const control = field?.matches("input, select, textarea")
    ? field
    : field?.querySelector<HTMLElement>("input, select, textarea");
  (control ?? field)?.focus();
}

/** "partnerOne" as a couple reads it: "Partner one"; "rsvpUrl": "RSVP URL". */
export function labelOf(key: string | number): string {
  if (typeof key === "number") return `${key + 1}`;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ");
  const cased = words.map((word) =>
    ["url", "rsvp", "faq", "iban", "bic", "qr"].includes(word) ? word.toUpperCase() : word,
  );
  const text = cased.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "events[0].startTime" as a path: ["events", 0, "startTime"]. */
export const parsePath = (text: string): Path =>
  [...text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index === undefined ? key : Number(index)));

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** A list's item by its own name, in the first language (an event's, a question's), or a gift by its kind's. */
export function itemName(item: unknown, schema: FieldSchema | undefined): string | undefined {
  const { name, title, question, kind } = asRecord(item);
  const kindTitle = schema?.oneOf?.find((option) => option.properties?.kind?.const === kind)?.title;
  for (const named of [name, title, question, kindTitle, kind]) {
    const text = typeof named === "object" && named !== null ? Object.values(named)[0] : named;
    if (typeof text === "string" && text.trim()) return text;
  }
  return undefined;
}

/**
 * Where a problem is, as the form names it: "Events › 2. Brunch › Starts at" for "events[1].startTime". Each step
 * is the field's title, a list's item its number (counted from one) and its name, a text's language its name.
 */
export function placeName(form: FieldSchema, content: unknown, at: string): string {
  const names: string[] = [];
  let schema: FieldSchema | undefined = form;
  let value = content;
  for (const key of parsePath(at)) {
    if (schema?.oneOf) {
      const kind = asRecord(value).kind;
      schema = schema.oneOf.find((option) => option.properties?.kind?.const === kind) ?? schema.oneOf[0];
    }
    const here = asRecord(value)[key];
    if (typeof key === "number") {
      const name = itemName(here, schema?.items);
      names.push(name ? `${key + 1}. ${name}` : `${key + 1}`);
      schema = schema?.items;
    } else if (schema?.[LOCAL_TEXT]) {
      names.push(languageName(key));
      schema = undefined;
    } else {
      const own = schema?.properties?.[key];
      const named = !own && typeof schema?.additionalProperties === "object" ? schema.additionalProperties : undefined;
      names.push(own?.title ?? (named ? key : labelOf(key)));
      schema = own ?? named;
    }
    value = here;
  }
  return names.join(" › ");
}

/** A problem as the form says it: "Events › 4. Brunch › Only for these groups: no household …", not "events[3].guests: …". */
export function problemAsTheFormSays(form: FieldSchema, content: unknown, problem: string): string {
  const { at, says } = splitProblem(problem);
  return at ? `${placeName(form, content, at)}: ${says}` : says;
}

/** The value at a problem's path ("events[1].startTime") in the content: none where it has none. */
export const valueAt = (content: unknown, at: string): unknown =>
  parsePath(at).reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
    content,
  );
