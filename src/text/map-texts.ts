/** A value (a dictionary, the content) with `change` made to every text in it, at any depth. */
export function mapTexts<Value>(value: Value, change: (text: string) => string): Value {
  if (typeof value === "string") return change(value) as Value;
  if (Array.isArray(value)) return value.map((item: unknown) => mapTexts(item, change)) as Value;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapTexts(item, change)])) as Value;
  }
  return value;
}

/** Every text in a value, at any depth. */
export function textsOf(value: unknown): string[] {
  const texts: string[] = [];
  mapTexts(value, (text) => (texts.push(text), text));
  return texts;
}
