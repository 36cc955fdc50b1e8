/**
 * One field of the content, drawn from its part of the schema (../form-schema.ts): a text, in the site's
 * languages side by side where it may differ in each; a choice; a yes or no; a block of fields; a list to add
 * to, take from and reorder; a set of named places; a gift of one kind or another. Each kind is drawn by its
 * module in ./fields/; this one picks the kind, and draws a block of fields, which any kind may hold.
 */
import type { ReactNode } from "react";
import { LANGUAGE, LOCAL_TEXT, PLACE, SITE_WORDS, type FieldSchema } from "../form-fields";
import { asBlock, emptyValue, inBlock, isBlock, titleOf, to, without, type FieldProps } from "./form-state";
import { fieldId, type Path } from "./paths";
import { Choice, LanguageChoice, PlaceChoice, YesNo } from "./fields/Choices";
import { Help, Problems, SampleNote } from "./fields/FieldNotes";
import { List } from "./fields/List";
import { LocalTextField } from "./fields/LocalTextField";
import { Named } from "./fields/Named";
import { OneOf } from "./fields/OneOf";
import { TextInput } from "./fields/TextInput";
import { Written } from "./fields/Written";
import { WordsField } from "./WordsField";

export function Block({
  legend,
  path,
  schema,
  children,
}: {
  legend: string;
  path: Path;
  schema: FieldSchema;
  children: ReactNode;
}) {
  return (
    <fieldset className="block" id={fieldId(path)} tabIndex={-1}>
      <legend>{legend}</legend>
      <Help schema={schema} />
      <SampleNote path={path} />
      <Problems path={path} />
      {children}
    </fieldset>
  );
}

const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * A block's fields: those it must have, those it has, and a button for each it may have. A field the site
 * takes a value for when it is left out is always shown, with that value, and left out again when it is chosen.
 */
export function Fields({ schema, value, path, onChange }: Omit<FieldProps, "label">) {
  const block = isBlock(value) ? value : {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {});
  const shown = (key: string, part: FieldSchema) => required.has(key) || key in block || part.default !== undefined;
  const missing = entries.filter(([key, part]) => !shown(key, part));
  return (
    <>
      {entries
        .filter(([key, part]) => shown(key, part))
        .map(([key, part]) => (
          <div key={key} className="member">
            <Field
              schema={part}
              value={block[key] ?? part.default}
              path={[...path, key]}
              label={titleOf(part, key)}
              onChange={(update) =>
                onChange((old) => {
                  if (part.default === undefined) return inBlock(key, update)(old);
                  const next = update(asBlock(old)[key] ?? part.default);
                  return same(next, part.default) ? without(old, key) : inBlock(key, to(next))(old);
                })
              }
            />
            {!required.has(key) && part.default === undefined && (
              <button type="button" onClick={() => onChange((old) => without(old, key))}>
                Remove “{titleOf(part, key)}”
              </button>
            )}
          </div>
        ))}
      {missing.length > 0 && (
        <div className="add-fields">
          {missing.map(([key, part]) => (
            <button key={key} type="button" onClick={() => onChange(inBlock(key, to(emptyValue(part))))}>
              Add “{titleOf(part, key)}”
            </button>
          ))}
        </div>
      )}
    </>
  );
}

export function Field(props: FieldProps) {
  const { schema } = props;
  if (schema[LOCAL_TEXT]) return <LocalTextField {...props} />;
  if (schema[SITE_WORDS]) return <WordsField {...props} />;
  if (schema[PLACE]) return <PlaceChoice {...props} />;
  if (schema[LANGUAGE]) return <LanguageChoice {...props} />;
  if (schema.oneOf) return <OneOf {...props} />;
  if (schema.enum) return <Choice {...props} />;
  if (schema.type === "boolean") return <YesNo {...props} />;
  if (schema.type === "string" || schema.type === "number") return <TextInput {...props} />;
  if (schema.type === "array") return <List {...props} />;
  if (schema.type === "object" && schema.properties)
    return (
      <Block legend={props.label} path={props.path} schema={schema}>
        <Fields {...props} />
      </Block>
    );
  if (schema.type === "object" && typeof schema.additionalProperties === "object") return <Named {...props} />;
  return <Written {...props} />;
}
