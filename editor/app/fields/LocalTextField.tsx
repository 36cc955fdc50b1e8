import { useContext } from "react";
import { Form, inBlock, isBlock, to, type FieldProps } from "../form-state";
import { languageName } from "../language-name";
import { fieldId } from "../paths";
import { Help, Problems, SampleNote } from "./FieldNotes";
import { TextInput } from "./TextInput";

/** A text: once for every language, or one for each of the site's languages, side by side. */
export function LocalTextField({ schema, value, path, label, onChange }: FieldProps) {
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
