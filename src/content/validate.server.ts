import type { z } from "zod";
import { createContentSchema, type Content } from "./schema.server";
import { UNNAMED_LANGUAGE, namedLanguages } from "./local-text.server";
import { DICTIONARIES } from "../words";

export type Validation = { ok: true; content: Content } | { ok: false; problems: string[] };

export function formatPath(path: PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}

function describe(issue: z.core.$ZodIssue): string {
  return `${formatPath(issue.path) || "wedding.ts"}: ${issue.message}`;
}

export function problemReport(contentFile: string, problems: readonly string[]): string {
  return [
    `The content in ${contentFile} has ${problems.length} problem(s):`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join("\n");
}

export function validateContent(raw: unknown, photoFiles: readonly string[]): Validation {
  const languages = namedLanguages(raw, Object.keys(DICTIONARIES));
  // Read in each language for the checks of its texts; a problem every language has is said once.
  const results = (languages ?? [UNNAMED_LANGUAGE]).map((language) =>
    createContentSchema(photoFiles, languages, language).safeParse(raw),
  );
  const problems = [...new Set(results.flatMap((result) => (result.success ? [] : result.error.issues.map(describe))))];
  const [first] = results;
  return first.success && problems.length === 0 ? { ok: true, content: first.data } : { ok: false, problems };
}
