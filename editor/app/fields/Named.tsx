import { useContext, useState } from "react";
import { Block, Field } from "../Field";
import { emptyValue, Form, inBlock, isBlock, to, without, type FieldProps } from "../form-state";
import { fieldId, type Path } from "../paths";
import { SHORT_NAME } from "../rename";

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
export function Named({ schema, value, path, label, onChange }: FieldProps) {
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
