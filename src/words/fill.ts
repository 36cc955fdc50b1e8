/** A sentence with its `{name}` places filled in: "Next: {item}" with { item: "Dinner" }. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
