/** What every field shows beside its box: its help and example, the sample's note, and its problems. */
import { useContext } from "react";
import type { FieldSchema } from "../../form-fields";
import { Form } from "../form-state";
import { fieldId, pathText, type Path } from "../paths";

/** A field that still holds the sample's placeholder says so, until the couple writes their own. */
export function SampleNote({ path }: { path: Path }) {
  if (!useContext(Form).sample.has(pathText(path))) return null;
  return <p className="sample-note">The sample’s: write your own.</p>;
}

export function Problems({ path }: { path: Path }) {
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
export function Help({ schema, showExample = true }: { schema: FieldSchema; showExample?: boolean }) {
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

export const describedBy = (problems: string[] | undefined, path: Path) =>
  problems && problems.length > 0 ? `${fieldId(path)}-problems` : undefined;
