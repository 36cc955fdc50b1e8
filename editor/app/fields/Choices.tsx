/** Fields chosen from a list: a place, one of the schema's options, yes or no, a language. */
import { useContext } from "react";
import { LANGUAGE } from "../../form-fields";
import { Form, to, type FieldProps } from "../form-state";
import { languageChoices, languageName } from "../language-name";
import { fieldId, pathText } from "../paths";
import { describedBy, Help, Problems, SampleNote } from "./FieldNotes";

/** One of the content's places, chosen by what guests call it; the file keeps its short name. */
export function PlaceChoice({ schema, value, path, label, onChange }: FieldProps) {
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

export function Choice({ schema, value, path, label, onChange }: FieldProps) {
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

export function YesNo({ schema, value, path, label, onChange }: FieldProps) {
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
export function LanguageChoice({ schema, value, path, label, onChange }: FieldProps) {
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
