/**
 * The couple's texts a household addressed formally reads as written to friends: in the languages whose "you"
 * has a formal form (src/words/formal.ts), a text that says "ihr", "vosotros", "jullie" or "wy" and reads the
 * same to them, as no `formal` block for their language changes it. The site's own words change for them; only
 * the couple can write theirs.
 */
import { readContent } from "../../src/site/site.server";
import { siteFormality, siteLanguages } from "../../src/content/local-text.server";
import type { Household } from "../../src/content/guests.server";
import { baseOf } from "../../src/language-tag";
import { textsIn } from "../fonts/site-text";

/**
 * The familiar "you", each form a word alone. German "ihr" is also "her" and "their" ("für ihr Doktorat", "mit
 * ihr"): it counts before a word in lower case ("ihr seid") or after a verb it follows ("seid ihr"); its capital
 * is the formal "Ihr".
 */
const FAMILIAR_YOU: Record<string, RegExp> = {
  de: /(?<!\p{L})(?:ihr(?=\s\p{Ll})|(?<=(?:seid|habt|könnt|wollt|müsst|dürft|werdet|wisst|kommt)\s)ihr(?!\p{L})|[Dd]u|[Dd]ich|[Dd]ir|[Dd]ein(?:e[mnrs]?)?|[Ee]uch|[Ee]uer|[Ee]ure[mnrs]?)(?!\p{L})/u,
  es: /(?<!\p{L})(?:vosotr[oa]s|os|vuestr[oa]s?|tú|te|ti|tus?|contigo)(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:jullie|je|jij|jou|jouw)(?!\p{L})/iu,
  pl: /(?<!\p{L})(?:wy|was|wam|wami|wasz(?:a|e|ego|ej|ym|ych|ą)?|ty|ciebie|cię|tobie|twoj(?:a|e|ego|ej|ą)|twój)(?!\p{L})/iu,
};

/** "huber (row 6)", "huber and meier (rows 6 and 9)": as the guest list names them, and where. */
const listed = (items: string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** A note for each language formally addressed households read familiar texts in, or none. */
export function notesOnAddress(rawContent: unknown, households: readonly Household[], file: string): string[] {
  if (siteFormality(rawContent) === "formal") return [];
  const languages = siteLanguages(rawContent);
  const formal = households.filter((household) => household.formality === "formal");
  const readIn = [...new Set(formal.map((household) => household.language ?? languages[0]))];
  return readIn.flatMap((language) => {
    const familiarYou = FAMILIAR_YOU[baseOf(language)];
    if (!familiarYou) return [];
    const asFormal = textsIn(readContent(rawContent, language, "formal"), "");
    const asFamiliar = new Map(
      textsIn(readContent(rawContent, language, "familiar"), "").map(({ field, text }) => [field, text]),
    );
    const unchanged = asFormal.flatMap(({ field, text }) => {
      const word = asFamiliar.get(field) === text ? text.match(familiarYou)?.[0] : undefined;
      return word ? [`${field} (“${word}”)`] : [];
    });
    if (unchanged.length === 0) return [];
    const theirs = formal.filter((household) => (household.language ?? languages[0]) === language);
    const languageName = new Intl.DisplayNames(["en"], { type: "language" }).of(language) ?? language;
    const [who, rows, are, read] =
      theirs.length === 1 ? ["household", "row", "is", "reads"] : ["households", "rows", "are", "read"];
    const named = `${listed(theirs.map(({ id }) => id))} (${file}, ${rows} ${listed(theirs.map(({ row }) => String(row)))})`;
    const [count, it] = unchanged.length === 1 ? ["one", "it"] : [String(unchanged.length), "them"];
    return [
      `Note: the ${who} ${named} ${are} addressed formally, and ${read} ${count} of your ` +
        `${languageName} texts as you wrote ${it} for friends: ${unchanged.join(", ")}. Beside each, write how it ` +
        `reads to them: formal: { ${baseOf(language)}: "…" } (docs/make-it-yours.md).`,
    ];
  });
}
