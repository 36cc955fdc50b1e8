import type { z } from "zod";
import { createContentSchema, type Content } from "./schema.server";
import { UNNAMED_LANGUAGE, namedLanguages } from "./local-text.server";
import { DICTIONARIES } from "../words";

export type Validation = { ok: true; content: Content } | { ok: false; problems: string[] };

/** `schedule.2.time` reads better as `schedule[2].time` to a couple editing the file. */
export function formatPath(path: PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

function describe(issue: z.core.$ZodIssue): string {
  // A problem with the whole content (not a block, a field it does not know) is the file's.
  return `${formatPath(issue.path) || "wedding.ts"}: ${issue.message}`;
}

/** The problems as the couple reads them, in the terminal and in the browser alike. */
export function problemReport(contentFile: string, problems: readonly string[]): string {
  return [
    `The content in ${contentFile} has ${problems.length} problem(s):`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join("\n");
}

/**
 * Checks the content against the schema, given the names of the files in
 * src/content/photos/, read in each of the languages it names; the content
 * it gives is read in the first.
 */
export function validateContent(raw: unknown, photoFiles: readonly string[]): Validation {
  const languages = namedLanguages(raw, Object.keys(DICTIONARIES));
  // Read in each language, for the checks of what its texts say (two events of one name); a problem
  // every language has (a missing field) is said once.
  const results = (languages ?? [UNNAMED_LANGUAGE]).map((language) =>
    createContentSchema(photoFiles, languages, language).safeParse(raw),
  );
  const problems = [...new Set(results.flatMap((result) => (result.success ? [] : result.error.issues.map(describe))))];
  const [first] = results;
  return first.success && problems.length === 0 ? { ok: true, content: first.data } : { ok: false, problems };
}
