import { z } from "zod";
import { kindOf, text } from "./fields.server";
import { baseOf, regionOf } from "../language-tag";
import { DICTIONARIES } from "../words";
import { FORMALITIES, type Formality } from "../words/formal";
import { LANGUAGE, LOCAL_TEXT } from "./schema-marks";

type InEach = { [language: string]: string };

/**
 * A text the couple writes once for every language (a name, an address), or
 * once in each; in each, it may add how it reads to guests addressed
 * otherwise (`formal: { de: "… Sie …" }`), in some of the languages.
 */
export type LocalText = string | { [language: string]: string | InEach };

const isBlock = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

export type TextSetting = { own: (text: string) => string; shared: (text: string) => string };

/** A text left as the couple wrote it, in a language of its own or shared. */
export const TEXT_AS_WRITTEN: TextSetting = { own: (text) => text, shared: (text) => text };

const isFormality = (key: string): key is Formality => (FORMALITIES as readonly string[]).includes(key);

/**
 * A text in the page's `language`, as it reads to guests addressed as
 * `formality` says: one for every language, or one each, with the block of the
 * formality where it has the language; with `languages` null, a block of any.
 */
export function localText(
  languages: readonly string[] | null,
  language: string,
  setting = TEXT_AS_WRITTEN,
  formality: Formality = "familiar",
) {
  const inEach = z.record(z.string(), text);
  const schema = z.unknown().transform((value, ctx) => {
    let problems = 0;
    const problem = (issue: { message: string; path?: PropertyKey[] }) => {
      problems++;
      ctx.addIssue({ ...issue, code: "custom" });
    };
    const parsed = <T>(schema: z.ZodType<T>, entry: unknown, path: PropertyKey[]): T | undefined => {
      const result = schema.safeParse(entry);
      for (const issue of result.error?.issues ?? []) problem({ ...issue, path: [...path, ...issue.path] });
      return result.data;
    };
    if (!isBlock(value)) {
      const shared = parsed(text, value, []);
      return shared === undefined ? z.NEVER : setting.shared(shared);
    }
    const block: InEach = {};
    const addressed: Partial<Record<Formality, InEach>> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (isFormality(key)) {
        if (!isBlock(entry))
          problem({
            path: [key],
            message: `must be a block of texts, one for each language it changes: ${key}: { de: "…" }`,
          });
        else addressed[key] = parsed(inEach, entry, [key]);
      } else {
        const written = parsed(text, entry, [key]);
        if (written !== undefined) block[key] = written;
      }
    }
    if (problems > 0) return z.NEVER;
    // A language with its region ("pt-BR") may be written by its code alone ("pt").
    const keyOf = (code: string) => (code in block ? code : baseOf(code) in block ? baseOf(code) : undefined);
    const own = addressed[formality] ?? {};
    const inFormality = (code: string) => own[code] ?? own[baseOf(code)] ?? block[keyOf(code) ?? ""];
    if (languages === null) return setting.own(inFormality(language) ?? Object.values(block)[0] ?? "");
    const missing = languages.filter((code) => keyOf(code) === undefined);
    const read = languages.map(keyOf);
    const extra = Object.keys(block).filter((code) => !read.includes(code));
    const isSiteLanguage = (code: string) => languages.some((each) => each === code || baseOf(each) === code);
    for (const [other, texts] of Object.entries(addressed)) {
      for (const code of Object.keys(texts ?? {}).filter((code) => !isSiteLanguage(code)))
        problem({ path: [other], message: `has a "${code}" text, but the site's languages are ${listed(languages)}` });
    }
    for (const code of missing) problem({ message: `has no "${code}" text` });
    for (const code of extra) {
      problem({
        message:
          languages.length === 1
            ? `has a "${code}" text, but the site has one language (${languages[0]}): write the text alone, between quotes`
            : `has a "${code}" text, but the site's languages are ${listed(languages)}`,
      });
    }
    return problems > 0 ? z.NEVER : setting.own(inFormality(language) ?? "");
  });
  // What the couple writes, for their editor: text, or text per language. What the site reads: text.
  return schema.meta({ [LOCAL_TEXT]: true }) as unknown as z.ZodType<string, LocalText>;
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
    })
    .meta({ [LANGUAGE]: known });
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

/** How a content file's site speaks to its guests, read before it is validated: familiar unless it says formal. */
export function siteFormality(raw: unknown): Formality {
  const formality = isBlock(raw) && isBlock(raw.site) ? raw.site.formality : undefined;
  return typeof formality === "string" && isFormality(formality) ? formality : "familiar";
}
