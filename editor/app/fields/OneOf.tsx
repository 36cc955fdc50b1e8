import type { FieldSchema } from "../../form-fields";
import { Block, Fields } from "../Field";
import { emptyValue, isBlock, to, type FieldProps } from "../form-state";
import { fieldId, labelOf } from "../paths";

/** A gift, or anything else of one kind among several: its kind chosen first, then that kind's fields. */
export function OneOf({ schema, value, path, label, onChange }: FieldProps) {
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
