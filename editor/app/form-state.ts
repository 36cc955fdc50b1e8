/**
 * The form's state, shared by its fields: what the form knows of the site (its languages, photos, problems and
 * words), and how a field changes its part of the content, as a function of the value now, so that no edit is
 * lost to another.
 */
import { createContext } from "react";
import { LOCAL_TEXT, type FieldSchema } from "../form-fields";
import { labelOf, type Path } from "./paths";

export type FormContext = {
  languages: string[];
  photos: string[];
  /** The build's sentences, by the path of the field each is at. */
  problems: Map<string, string[]>;
  /** The fields that still hold the sample's placeholder, by path: marked so in the file, and not changed since. */
  sample: Set<string>;
  siteWords: Record<string, string>;
  /** The content's places, by their short names, with what guests call them. */
  places: { key: string; name: string }[];
  /** A photo the couple added to the photos folder from the form. */
  addPhoto: (file: string) => void;
  /** A short name of the block at `path` renamed, with every field that points to it (rename.ts). */
  rename: (path: Path, from: string, to: string) => void;
};

/** A form that knows nothing of the site yet: English, no photos, no problems. */
export const BLANK_FORM: FormContext = {
  languages: ["en"],
  photos: [],
  problems: new Map(),
  sample: new Set(),
  siteWords: {},
  places: [],
  addPhoto: () => undefined,
  rename: () => undefined,
};

export const Form = createContext<FormContext>(BLANK_FORM);

/** How a field changes the value it was given: as a function of the value now, so no edit is lost to another. */
export type Update = (old: unknown) => unknown;
export type Change = (update: Update) => void;

export const to =
  (value: unknown): Update =>
  () =>
    value;
export const asBlock = (value: unknown): Record<string, unknown> => (isBlock(value) ? value : {});
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const inBlock =
  (key: string, update: Update): Update =>
  (old) => ({ ...asBlock(old), [key]: update(asBlock(old)[key]) });
export const inList =
  (index: number, update: Update): Update =>
  (old) =>
    asList(old).map((each, at) => (at === index ? update(each) : each));
export const without = (old: unknown, key: string) =>
  Object.fromEntries(Object.entries(asBlock(old)).filter(([name]) => name !== key));

export type FieldProps = { schema: FieldSchema; value: unknown; path: Path; label: string; onChange: Change };

/** What a field is called: its title in the schema, else its name as a couple reads it. */
export const titleOf = (schema: FieldSchema, key: string | number) => schema.title ?? labelOf(key);

export const isBlock = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A new value for a field of `schema`: what a couple fills in from. */
export function emptyValue(schema: FieldSchema): unknown {
  if (schema[LOCAL_TEXT]) return "";
  if (schema.oneOf) return emptyValue(schema.oneOf[0]);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  switch (schema.type) {
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, emptyValue(schema.properties?.[key] ?? {})]),
      );
    default:
      return "";
  }
}
