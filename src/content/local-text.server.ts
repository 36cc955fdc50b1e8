import { z } from "zod";
import { kindOf, text } from "./fields.server";

/** A text the couple writes once for every language (a name, an address), or once in each. */
export type LocalText = string | { [language: string]: string };

const isBlock = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "pt and en"; "pt, en and fr". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * A text of the content in the page's `language`: one string, the same in
 * every language, or a block with one per language of the site
 * ({ pt: "…", en: "…" }), each checked as text is. A block that lacks one of
 * the site's languages, or has one the site does not, names it. Where the
 * languages are not known (null: the content names them wrongly, and that
 * field says so), a block of any languages reads.
 */
export function localText(languages: readonly string[] | null, language: string) {
  const inEach = z.record(z.string(), text);
  const schema = z.unknown().transform((value, ctx) => {
    const result = (isBlock(value) ? inEach : text).safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: "custom", path: issue.path });
      return z.NEVER;
    }
    if (typeof result.data === "string") return result.data;
    if (languages === null) return result.data[language] ?? Object.values(result.data)[0] ?? "";
    const given = Object.keys(result.data);
    const missing = languages.filter((code) => !given.includes(code));
    const extra = given.filter((code) => !languages.includes(code));
    for (const code of missing) ctx.addIssue({ code: "custom", message: `has no "${code}" text` });
    for (const code of extra) {
      ctx.addIssue({
        code: "custom",
        message:
          languages.length === 1
            ? `has a "${code}" text, but the site has one language (${languages[0]}): write the text alone, between quotes`
            : `has a "${code}" text, but the site's languages are ${listed(languages)}`,
      });
    }
    return missing.length + extra.length > 0 ? z.NEVER : result.data[language];
  });
  // What the couple writes, for their editor: text, or text per language. What the site reads: text.
  return schema as unknown as z.ZodType<string, LocalText>;
}

/** The content's `languages`: two-letter codes the site has words in, each once; the first is the default. */
export function languageList(known: readonly string[]) {
  const code = z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `is missing: a language's code between quotes, such as "en"`
          : `must be a language's code between quotes, such as "en", not ${kindOf(issue.input)}`,
    })
    .refine((value) => known.includes(value), {
      error: (issue) => `"${String(issue.input)}" is not a language the site has words in (${listed(known)})`,
    });
  return z
    .array(code, {
      error: (issue) => `must be a list of languages' codes, such as ["pt", "en"], not ${kindOf(issue.input)}`,
    })
    .min(1, "must name at least one language; the first is the site's default")
    .refine((list) => new Set(list).size === list.length, "names a language twice");
}

/**
 * The languages the content names, for the routes and the checks of its
 * texts, read before it is validated: the default (English) where it names
 * none, null where it names them wrongly (the `languages` field then has its message).
 */
export function namedLanguages(raw: unknown, known: readonly string[]): string[] | null {
  const list = isBlock(raw) ? raw.languages : undefined;
  if (list === undefined) return [DEFAULT_LANGUAGE];
  const result = languageList(known).safeParse(list);
  return result.success ? result.data : null;
}

/** The content's languages, or the default alone where it names them wrongly: for the routes of a site the build will refuse. */
export const languagesOf = (raw: unknown, known: readonly string[]): string[] =>
  namedLanguages(raw, known) ?? [DEFAULT_LANGUAGE];

/** The language of a site whose content names none. */
export const DEFAULT_LANGUAGE = "en";
