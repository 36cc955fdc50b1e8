/** A text, a number, a date or a time: one box, the browser's own for a date or a time. */
import { useContext, useState } from "react";
import { CLOCK_TIME, DATE, TIME_ZONE } from "../../form-fields";
import { Form, to, type FieldProps } from "../form-state";
import { fieldId, pathText } from "../paths";
import { PhotoDrop } from "../PhotoDrop";
import { describedBy, Help, Problems, SampleNote } from "./FieldNotes";

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

export function TextInput({ schema, value, path, label, onChange }: FieldProps) {
  const { problems, languages } = useContext(Form);
  // What the browser's date or time box holds but cannot read yet ("19.06.2027" in a box that wants mm/dd/yyyy).
  const [unread, setUnread] = useState(false);
  const own = problems.get(pathText(path));
  const type = schema[DATE] ? "date" : schema[CLOCK_TIME] ? "time" : "text";
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
