import { LANGUAGE, type FieldSchema } from "../../form-fields";
import { Block, Field } from "../Field";
import { asList, emptyValue, inList, type FieldProps } from "../form-state";
import { fieldId, itemName } from "../paths";

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

export function List({ schema, value, path, label, onChange }: FieldProps) {
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
