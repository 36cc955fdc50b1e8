/** A field's place in the content, as the build's problems name it ("events[0].startTime"). */
export type Path = (string | number)[];

export const pathText = (path: Path) =>
  path.map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${key}`)).join("");

export const fieldId = (path: Path) => `field-${pathText(path)}`;

/** A build's problem, "events[0].startTime: must be a 24-hour time", as its field's path and its sentence. */
export function splitProblem(problem: string): { at: string; says: string } {
  const colon = problem.indexOf(": ");
  const at = colon < 0 ? "" : problem.slice(0, colon);
  // A problem of the whole file names the file ("wedding.ts: …"), not a field.
  return /^[\w$[\].-]+$/.test(at) && !at.endsWith(".ts")
    ? { at, says: problem.slice(colon + 2) }
    : { at: "", says: problem };
}

/** The field a problem is at, or the nearest one around it the form shows. */
export function nearestField(at: string): HTMLElement | null {
  for (let path = at; path; path = path.replace(/(\.[^.[\]]+|\[\d+\])$/, "")) {
    const field = document.getElementById(`field-${path}`);
    if (field) return field;
    if (!/(\.[^.[\]]+|\[\d+\])$/.test(path)) break;
  }
  return null;
}

/** "partnerOne" as a couple reads it: "Partner one"; "rsvpUrl": "RSVP URL". */
export function labelOf(key: string | number): string {
  if (typeof key === "number") return `${key + 1}`;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ");
  const said = words.map((word) =>
    ["url", "rsvp", "faq", "iban", "bic", "qr"].includes(word) ? word.toUpperCase() : word,
  );
  const text = said.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
