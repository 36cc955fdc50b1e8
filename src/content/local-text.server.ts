import { z } from "zod";
import { kindOf, text } from "./fields.server";
import { baseOf, regionOf } from "../language-tag";
import { DICTIONARIES } from "../words";

/** A text the couple writes once for every language (a name, an address), or once in each. */
export type LocalText = string | { [language: string]: string };

const isBlock = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

export type TextSetting = { own: (text: string) => string; shared: (text: string) => string };

const AS_WRITTEN: TextSetting = { own: (text) => text, shared: (text) => text };

/** A text in the page's `language`: one for every language, or one each; with `languages` null, a block of any. */
export function localText(languages: readonly string[] | null, language: string, setting = AS_WRITTEN) {
  const inEach = z.record(z.string(), text);
  const schema = z.unknown().transform((value, ctx) => {
    const result = (isBlock(value) ? inEach : text).safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: "custom", path: issue.path });
      return z.NEVER;
    }
    if (typeof result.data === "string") return setting.shared(result.data);
    const block = result.data;
    // A language with its region ("pt-BR") may be written by its code alone ("pt").
    const keyOf = (code: string) => (code in block ? code : baseOf(code) in block ? baseOf(code) : undefined);
    if (languages === null) return setting.own(block[keyOf(language) ?? ""] ?? Object.values(block)[0] ?? "");
    const missing = languages.filter((code) => keyOf(code) === undefined);
    const read = languages.map(keyOf);
    const extra = Object.keys(block).filter((code) => !read.includes(code));
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
    return missing.length + extra.length > 0 ? z.NEVER : setting.own(block[keyOf(language) ?? language]);
  });
  // What the couple writes, for their editor: text, or text per language. What the site reads: text.
  return schema as unknown as z.ZodType<string, LocalText>;
}

const TAG = /^[a-z]{2}(?:-(?:[A-Z]{2}|\d{3}))?$/;

const inEnglish = (type: "language" | "region", code: string) =>
  new Intl.DisplayNames(["en"], { type, fallback: "none" }).of(code);

function canonical(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

function tagProblem(tag: string, known: readonly string[]): string | undefined {
  const choices = `the site has words in ${listed(known)}, each alone ("pt") or with its region after a hyphen ("pt-BR")`;
  if (!TAG.test(tag)) {
    const spelt = canonical(tag);
    if (spelt && TAG.test(spelt)) return `"${tag}" is written "${spelt}"`;
    return `"${tag}" is not a language's code: ${choices}`;
  }
  if (!known.includes(baseOf(tag))) return `"${tag}" is not a language the site has words in: ${choices}`;
  const region = regionOf(tag);
  if (region && !inEnglish("region", region)) {
    return `"${tag}": "${region}" is no region's code; a region is its country's two capital letters, such as "BR" for Brazil`;
  }
  return undefined;
}

function twiceNamed(list: readonly string[]): string | undefined {
  const base = list.map(baseOf).find((code, index, all) => all.indexOf(code) !== index);
  if (base === undefined) return undefined;
  const named = [...new Set(list.filter((code) => baseOf(code) === base))];
  if (named.length === 1) return `names "${named[0]}" twice`;
  return `names ${inEnglish("language", base) ?? base} twice (${listed(named)}): name each language once, with the region whose dates it should follow`;
}

export function languageList(known: readonly string[]) {
  const code = z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `is missing: a language's code between quotes, such as "en" or "pt-BR"`
          : `must be a language's code between quotes, such as "en" or "pt-BR", not ${kindOf(issue.input)}`,
    })
    .superRefine((value, ctx) => {
      const problem = tagProblem(value, known);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
  return z
    .array(code, {
      error: (issue) => `must be a list of languages' codes, such as ["pt-BR", "en"], not ${kindOf(issue.input)}`,
    })
    .min(1, "must name at least one language; the first is the site's default")
    .superRefine((list, ctx) => {
      const twice = twiceNamed(list);
      if (twice) ctx.addIssue({ code: "custom", message: twice });
    });
}

/** The languages the content names, read before it is validated; null where it names them wrongly. */
export function namedLanguages(raw: unknown, known: readonly string[]): string[] | null {
  const list = isBlock(raw) ? raw.languages : undefined;
  if (list === undefined) return [UNNAMED_LANGUAGE];
  const result = languageList(known).safeParse(list);
  return result.success ? result.data : null;
}

const languagesOf = (raw: unknown, known: readonly string[]): string[] =>
  namedLanguages(raw, known) ?? [UNNAMED_LANGUAGE];

/** The languages a content file's site is in, the default first: those the site has words in, as it names them. */
export const siteLanguages = (raw: unknown): string[] => languagesOf(raw, Object.keys(DICTIONARIES));

export const UNNAMED_LANGUAGE = "en";
