/**
 * One field of the content, drawn from its part of the schema (../form-schema.ts): a text, in the site's
 * languages side by side where it may differ in each; a choice; a yes or no; a block of fields; a list to add
 * to, take from and reorder; a set of named places; a gift of one kind or another.
 */
import { useContext, useState, type ReactNode } from "react";
import { LANGUAGE, LOCAL_TEXT, PLACE, SITE_WORDS, TIME_ZONE, type FieldSchema } from "../form-fields";
import {
  asBlock,
  asList,
  emptyValue,
  Form,
  inBlock,
  inList,
  isBlock,
  titleOf,
  to,
  without,
  type FieldProps,
} from "./form-state";
import { languageChoices, languageName } from "./language-name";
import { fieldId, itemName, labelOf, pathText, type Path } from "./paths";
import { PhotoDrop } from "./PhotoDrop";
import { SHORT_NAME } from "./rename";
import { WordsField } from "./WordsField";

/** A field that still holds the sample's placeholder says so, until the couple writes their own. */
function SampleNote({ path }: { path: Path }) {
  if (!useContext(Form).sample.has(pathText(path))) return null;
  return <p className="sample-note">The sample’s: write your own.</p>;
}

function Problems({ path }: { path: Path }) {
  const problems = useContext(Form).problems.get(pathText(path)) ?? [];
  if (problems.length === 0) return null;
  return (
    <ul className="problems" id={`${fieldId(path)}-problems`}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}

const exampleText = (example: unknown) => (Array.isArray(example) ? example.join(", ") : String(example));

/** The field's line of help from the schema, and its example: none for a date or a time, which the browser writes its own way. */
function Help({ schema, showExample = true }: { schema: FieldSchema; showExample?: boolean }) {
  const [example] = showExample ? (schema.examples ?? []) : [];
  if (!schema.description && example === undefined) return null;
  return (
    <p className="help">
      {schema.description}
      {example !== undefined && (
        <>
          {schema.description ? " " : ""}For example: <span className="example">{exampleText(example)}</span>
        </>
      )}
    </p>
  );
}

const describedBy = (problems: string[] | undefined, path: Path) =>
  problems && problems.length > 0 ? `${fieldId(path)}-problems` : undefined;

/** A date as the site's first language writes it in full, for the couple to see the date they chose. */
function writtenDate(isoDate: string, language: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return undefined;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${isoDate}T12:00:00Z`),
    );
  } catch {
    return undefined;
  }
}

function TextInput({ schema, value, path, label, onChange }: FieldProps) {
  const { problems, languages } = useContext(Form);
  // What the browser's date or time box holds but cannot read yet ("19.06.2027" in a box that wants mm/dd/yyyy).
  const [unread, setUnread] = useState(false);
  const own = problems.get(pathText(path));
  const type = schema.pattern?.includes("\\d{4}-\\d{2}-\\d{2}")
    ? "date"
    : schema.pattern?.includes("[0-5]\\d$")
      ? "time"
      : "text";
  const choosesAPhoto = path.at(-1) === "file";
  const text = typeof value === "string" ? value : value === undefined ? "" : String(value);
  const long = text.length > 60;
  const common = {
    id: fieldId(path),
    "aria-invalid": own ? true : undefined,
    "aria-describedby": describedBy(own, path),
  };
  return (
    <div className="field">
      <label htmlFor={fieldId(path)}>{label}</label>
      <Help schema={schema} showExample={type === "text"} />
      {long ? (
        <textarea
          {...common}
          value={text}
          rows={Math.min(10, Math.max(3, Math.ceil(text.length / 40)))}
          onChange={(e) => onChange(to(e.target.value))}
        />
      ) : (
        <input
          {...common}
          type={type}
          value={text}
          list={choosesAPhoto ? "photo-files" : schema[TIME_ZONE] ? "time-zones" : undefined}
          onChange={(e) => {
            // A box half filled reads as empty: the value is kept until it holds a whole date or time.
            setUnread(e.target.validity.badInput);
            if (!e.target.validity.badInput) onChange(to(e.target.value));
          }}
        />
      )}
      {unread && (
        <p className="help">
          {type === "date" ? "Not a whole date yet: fill in the day, the month and the year." : "Not a whole time yet."}
        </p>
      )}
      {type === "date" && !unread && writtenDate(text, languages[0]) && (
        <p className="help written-date">{writtenDate(text, languages[0])}</p>
      )}
      {choosesAPhoto && <PhotoDrop path={path} onKept={(file) => onChange(to(file))} />}
      <SampleNote path={path} />
      <Problems path={path} />
    </div>
  );
}

/** A text: once for every language, or one for each of the site's languages, side by side. */
function LocalTextField({ schema, value, path, label, onChange }: FieldProps) {
  const { languages } = useContext(Form);
  if (!isBlock(value) || languages.length < 2) {
    return (
      <div className="local-text">
        <TextInput schema={schema} value={value} path={path} label={label} onChange={onChange} />
        {languages.length > 1 && (
          <button
            type="button"
            className="quiet"
            // The text stays in the first language; the others start empty, to be written, not copied.
            onClick={() =>
              onChange(
                to(
                  Object.fromEntries(languages.map((language, index) => [language, index === 0 ? (value ?? "") : ""])),
                ),
              )
            }
          >
            Write “{label}” in each language
          </button>
        )}
      </div>
    );
  }
  return (
    <fieldset className="local-text" id={fieldId(path)}>
      <legend>{label}</legend>
      <Help schema={schema} />
      <div className="side-by-side">
        {Object.keys(value).map((language) => (
          <TextInput
            key={language}
            schema={{}}
            value={value[language]}
            path={[...path, language]}
            label={languageName(language)}
            onChange={(update) => onChange(inBlock(language, update))}
          />
        ))}
      </div>
      <SampleNote path={path} />
      <Problems path={path} />
      <button type="button" className="quiet" onClick={() => onChange(to(Object.values(value)[0] ?? ""))}>
        Write “{label}” once for every language
      </button>
    </fieldset>
  );
}

/** One of the content's places, chosen by what guests call it; the file keeps its short name. */
function PlaceChoice({ schema, value, path, label, onChange }: FieldProps) {
  const { places, problems } = useContext(Form);
  const own = problems.get(pathText(path));
  const known = places.some(({ key }) => key === value);
  return (
    <div className="field">
      <label htmlFor={fieldId(path)}>{label}</label>
      <Help schema={schema} showExample={false} />
      <select
        id={fieldId(path)}
        value={String(value ?? "")}
        aria-invalid={own ? true : undefined}
        aria-describedby={describedBy(own, path)}
        onChange={(e) => onChange(to(e.target.value))}
      >
        {!known && <option value={String(value ?? "")}>{value ? String(value) : "Choose one of your places"}</option>}
        {places.map(({ key, name }) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </select>
      <SampleNote path={path} />
      <Problems path={path} />
    </div>
  );
}

function Choice({ schema, value, path, label, onChange }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={fieldId(path)}>{label}</label>
      <Help schema={schema} />
      <select id={fieldId(path)} value={String(value)} onChange={(e) => onChange(to(e.target.value))}>
        {(schema.enum ?? []).map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      <SampleNote path={path} />
      <Problems path={path} />
    </div>
  );
}

function YesNo({ schema, value, path, label, onChange }: FieldProps) {
  return (
    <div className="field yes-no">
      <label>
        <input
          type="checkbox"
          id={fieldId(path)}
          checked={value === true}
          onChange={(e) => onChange(to(e.target.checked))}
        />
        {label}
      </label>
      <Help schema={schema} />
      <SampleNote path={path} />
      <Problems path={path} />
    </div>
  );
}

/** One of the site's languages, by its name: those the site has words in, and the one written, if another. */
function LanguageChoice({ schema, value, path, label, onChange }: FieldProps) {
  const { problems } = useContext(Form);
  const own = problems.get(pathText(path));
  const known = languageChoices(schema[LANGUAGE] ?? []);
  const code = String(value ?? "");
  return (
    <div className="field">
      <label htmlFor={fieldId(path)}>{label}</label>
      <select
        id={fieldId(path)}
        value={code}
        aria-invalid={own ? true : undefined}
        aria-describedby={describedBy(own, path)}
        onChange={(e) => onChange(to(e.target.value))}
      >
        {!known.includes(code) && <option value={code}>{code ? languageName(code) : "Choose a language"}</option>}
        {known.map((each) => (
          <option key={each} value={each}>
            {languageName(each)}
          </option>
        ))}
      </select>
      <SampleNote path={path} />
      <Problems path={path} />
    </div>
  );
}

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

/** A list's item by its number and its own name, where it has one: "2. Brunch"; a gift by its kind's name. */
function itemLabel(list: string, schema: FieldSchema, item: unknown, index: number): string {
  if (schema[LANGUAGE]) return index === 0 ? "The first language, which guests see first" : `Language ${index + 1}`;
  const name = itemName(item, schema);
  return name ? `${index + 1}. ${name}` : `${list}: ${index + 1}`;
}

const move = <T,>(items: T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

function List({ schema, value, path, label, onChange }: FieldProps) {
  const items = Array.isArray(value) ? value : [];
  const item = schema.items ?? {};
  const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
  const focusLater = (index: number, action: string) =>
    requestAnimationFrame(() => document.getElementById(`${fieldId([...path, index])}-${action}`)?.focus());
  return (
    <Block legend={label} path={path} schema={schema}>
      <ol className="list">
        {items.map((entry, index) => (
          <li key={index}>
            <Field
              schema={item}
              value={entry}
              path={[...path, index]}
              label={itemLabel(label, item, entry, index)}
              onChange={(update) => onChange(inList(index, update))}
            />
            <div className="item-actions">
              <button
                type="button"
                id={`${fieldId([...path, index])}-up`}
                disabled={index === 0}
                onClick={() => {
                  onChange((old) => move(asList(old), index, index - 1));
                  focusLater(index - 1, "up");
                }}
              >
                Move up <span className="sr-only">{`${label} ${index + 1}`}</span>
              </button>
              <button
                type="button"
                id={`${fieldId([...path, index])}-down`}
                disabled={index === items.length - 1}
                onClick={() => {
                  onChange((old) => move(asList(old), index, index + 1));
                  focusLater(index + 1, "down");
                }}
              >
                Move down <span className="sr-only">{`${label} ${index + 1}`}</span>
              </button>
              <button type="button" onClick={() => onChange((old) => asList(old).filter((_, at) => at !== index))}>
                Remove <span className="sr-only">{`${label} ${index + 1}`}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" disabled={full} onClick={() => onChange((old) => [...asList(old), emptyValue(item)])}>
        Add to “{label}”
      </button>
    </Block>
  );
}

/** A short name of a place (or the like) changed: the fields that point to it follow. */
function Rename({ path, name, taken }: { path: Path; name: string; taken: string[] }) {
  const { rename } = useContext(Form);
  const [next, setNext] = useState(name);
  const fresh = next.trim();
  const id = `${fieldId([...path, name])}-rename`;
  return (
    <div className="add-named">
      <label htmlFor={id}>Short name of “{name}”</label>
      <input id={id} value={next} onChange={(e) => setNext(e.target.value)} />
      <button
        type="button"
        disabled={!SHORT_NAME.test(fresh) || fresh === name || taken.includes(fresh)}
        onClick={() => rename(path, name, fresh)}
      >
        Rename
      </button>
    </div>
  );
}

/** Places and the like: each under a short name of the couple's, which other fields point to. */
function Named({ schema, value, path, label, onChange }: FieldProps) {
  const block = isBlock(value) ? value : {};
  const item = typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
  const [name, setName] = useState("");
  const fresh = name.trim();
  return (
    <Block legend={label} path={path} schema={schema}>
      {Object.entries(block).map(([key, entry]) => (
        <div key={key} className="member">
          <Field
            schema={item}
            value={entry}
            path={[...path, key]}
            label={`${label}: ${key}`}
            onChange={(update) => onChange(inBlock(key, update))}
          />
          <Rename path={path} name={key} taken={Object.keys(block)} />
          <button type="button" onClick={() => onChange((old) => without(old, key))}>
            Remove “{key}”
          </button>
        </div>
      ))}
      <div className="add-named">
        <label htmlFor={`${fieldId(path)}-new`}>A short name for a new one (letters and digits, such as “club”)</label>
        <input id={`${fieldId(path)}-new`} value={name} onChange={(e) => setName(e.target.value)} />
        <button
          type="button"
          disabled={!SHORT_NAME.test(fresh) || fresh in block}
          onClick={() => {
            onChange(inBlock(fresh, to(emptyValue(item))));
            setName("");
          }}
        >
          Add “{fresh || "…"}”
        </button>
      </div>
    </Block>
  );
}

/** A gift, or anything else of one kind among several: its kind chosen first, then that kind's fields. */
function OneOf({ schema, value, path, label, onChange }: FieldProps) {
  const options = schema.oneOf ?? [];
  const kindOf = (option: FieldSchema) =>
    Object.entries(option.properties ?? {}).find(([, part]) => part.const !== undefined);
  const [discriminator] = kindOf(options[0]) ?? ["kind"];
  const block = isBlock(value) ? value : {};
  const chosen = options.find((option) => kindOf(option)?.[1].const === block[discriminator]) ?? options[0];
  const own = {
    ...chosen,
    properties: Object.fromEntries(Object.entries(chosen.properties ?? {}).filter(([key]) => key !== discriminator)),
  };
  return (
    <Block legend={label} path={path} schema={schema}>
      <div className="field">
        <label htmlFor={`${fieldId(path)}-${discriminator}`}>{labelOf(discriminator)}</label>
        <select
          id={`${fieldId(path)}-${discriminator}`}
          value={String(block[discriminator] ?? "")}
          onChange={(e) => {
            const option = options.find((each) => kindOf(each)?.[1].const === e.target.value);
            if (option) onChange(to(emptyValue(option)));
          }}
        >
          {options.map((option) => {
            const kind = String(kindOf(option)?.[1].const);
            return (
              <option key={kind} value={kind}>
                {option.title ?? kind}
              </option>
            );
          })}
        </select>
      </div>
      <Fields schema={own} value={block} path={path} onChange={onChange} />
    </Block>
  );
}

/** What the schema says in no way a form can draw: written as JSON. */
function Written({ schema, value, path, label, onChange }: FieldProps) {
  const [draft, setDraft] = useState(() => JSON.stringify(value, null, 2));
  const [mistake, setMistake] = useState<string>();
  return (
    <div className="field">
      <label htmlFor={fieldId(path)}>{label} (as JSON)</label>
      <Help schema={schema} />
      <textarea
        id={fieldId(path)}
        value={draft}
        rows={Math.min(12, draft.split("\n").length)}
        onChange={(e) => {
          setDraft(e.target.value);
          try {
            onChange(to(JSON.parse(e.target.value)));
            setMistake(undefined);
          } catch {
            setMistake("This is not JSON yet: check its quotes, commas and brackets.");
          }
        }}
      />
      {mistake && <p className="problems">{mistake}</p>}
      <SampleNote path={path} />
      <Problems path={path} />
    </div>
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
