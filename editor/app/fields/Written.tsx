import { useState } from "react";
import { to, type FieldProps } from "../form-state";
import { fieldId } from "../paths";
import { Help, Problems, SampleNote } from "./FieldNotes";

/** What the schema says in no way a form can draw: written as JSON. */
export function Written({ schema, value, path, label, onChange }: FieldProps) {
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
