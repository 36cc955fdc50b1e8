/**
 * The header's monogram takes each name's first letter. Beside a Latin one, a Hebrew or Arabic letter may not
 * read as an initial at all ("G&י": a yod looks like an apostrophe, an isolated ل like a J), and the couple may not
 * notice until a guest asks: the check says so, and how to write their own.
 */
import { readContent } from "../../src/site/site.server";
import { siteLanguages } from "../../src/content/local-text.server";
import { AS_WRITTEN } from "../../src/site/typesetting.server";
import { initialsOf } from "../../src/text/initials.server";

const SCRIPTS = ["Latin", "Greek", "Cyrillic", "Hebrew", "Arabic", "Han", "Hiragana", "Katakana", "Hangul"];

/** A letter's script, by name; none for an emoji or a mark. */
const scriptOf = (letter: string) => SCRIPTS.find((script) => new RegExp(`^\\p{Script=${script}}`, "u").test(letter));

/** A note where the two initials are letters of two scripts, in any of the site's languages, and none are written. */
export function noteOnInitials(rawContent: unknown): string | undefined {
  for (const language of siteLanguages(rawContent)) {
    const { couple } = readContent(rawContent, language, undefined, AS_WRITTEN);
    if (couple.initials) return undefined;
    const { partnerOne, partnerTwo } = initialsOf(couple);
    const [one, two] = [scriptOf(partnerOne), scriptOf(partnerTwo)];
    if (one && two && one !== two)
      return (
        `Note: the pages' header joins your initials, "${partnerOne}" and "${partnerTwo}": a ${one} letter beside a ${two} ` +
        "one may not read as an initial. To choose them, add initials to couple in wedding.ts, once or per language: " +
        `initials: { partnerOne: "…", partnerTwo: "…" } (docs/make-it-yours.md).`
      );
  }
  return undefined;
}
