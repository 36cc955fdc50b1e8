/**
 * The site's own words in the form: only those the couple changed, each found by what the site says, not by
 * its key in the dictionary.
 */
import { useContext, useState } from "react";
import { LOCAL_TEXT } from "../form-fields";
import { Block, Field } from "./Field";
import { Form, isBlock, to, without, type FieldProps, type Update } from "./form-state";
import { fieldId, labelOf } from "./paths";

/**
 * What the form calls each of the site's words: what it says, and, for two that read the same, where the site
 * says it: "Prezenty (Pages › Registry › Title)" and "Prezenty (Pages › Registry › Caption)".
 */
export function wordLabels(siteWords: Record<string, string>): Record<string, string> {
  const texts = Object.values(siteWords);
  const whereSaid = (key: string) => key.split(".").map(labelOf).join(" › ");
  return Object.fromEntries(
    Object.entries(siteWords).map(([key, text]) => [
      key,
      texts.indexOf(text) === texts.lastIndexOf(text) ? text : `${text} (${whereSaid(key)})`,
    ]),
  );
}

/** The site's own words: only those the couple changed, each found by what the site says. */
export function WordsField({ value, path, onChange }: FieldProps) {
  const { siteWords } = useContext(Form);
  const labels = wordLabels(siteWords);
  const changed = flatWords(value, siteWords);
  const [choice, setChoice] = useState("");
  const set = (key: string, update: Update) =>
    onChange((old) => {
      const words = flatWords(old, siteWords);
      return nestedWords({ ...words, [key]: update(words[key]) });
    });
  return (
    <Block legend="The site's own words" path={path} schema={{}}>
      <p className="help">Change anything the site says in its own words, such as a heading or a button.</p>
      {Object.entries(changed).map(([key, text]) => (
        <div key={key} className="member">
          <Field
            schema={{ [LOCAL_TEXT]: true }}
            value={text}
            path={[...path, ...key.split(".")]}
            label={`Instead of “${siteWords[key] ?? key}”`}
            onChange={(update) => set(key, update)}
          />
          <button
            type="button"
            className="quiet"
            onClick={() => onChange((old) => nestedWords(without(flatWords(old, siteWords), key)))}
          >
            Keep the site’s own words
          </button>
        </div>
      ))}
      <div className="add-named">
        <label htmlFor={`${fieldId(path)}-choose`}>Change what the site says</label>
        <select id={`${fieldId(path)}-choose`} value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">Choose a text…</option>
          {Object.entries(siteWords)
            .filter(([key]) => !(key in changed))
            .map(([key]) => (
              <option key={key} value={key}>
                {labels[key]}
              </option>
            ))}
        </select>
        <button
          type="button"
          disabled={!choice}
          onClick={() => {
            set(choice, to(siteWords[choice] ?? ""));
            setChoice("");
          }}
        >
          Change it
        </button>
      </div>
    </Block>
  );
}

/** The couple's words by the path of each in the dictionary ("household.close": "Close"), and back. */
function flatWords(value: unknown, known: Record<string, string>, prefix = ""): Record<string, unknown> {
  if (!isBlock(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, entry]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return path in known ? [[path, entry]] : Object.entries(flatWords(entry, known, path));
    }),
  );
}

function nestedWords(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(flat)) {
    const keys = path.split(".");
    let block = root;
    for (const key of keys.slice(0, -1)) block = (block[key] ??= {}) as Record<string, unknown>;
    block[keys[keys.length - 1]] = text;
  }
  return root;
}
