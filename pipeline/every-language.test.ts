// @vitest-environment node
import { describe, expect, it } from "vitest";
import { wedding as sample } from "../content/wedding";
import { PHOTOS_FOLDER } from "../src/content/folders";
import { checkFields } from "../src/content/schema.server";
import { DICTIONARIES } from "../src/words";
import { filesIn } from "./content/photo-folder";
import { missingGlyphs } from "./fonts/font-faces";
import { collectSiteTexts } from "./fonts/site-text";
import { inLanguages } from "../tests/support/in-languages";
import { mapTexts } from "../src/text/map-texts";

const CODES = Object.keys(DICTIONARIES);
const PHOTOS = filesIn(PHOTOS_FOLDER);

/** What the build's content check says of the sample in these languages: its problems and the letters no face has. */
async function checked(content: typeof sample) {
  const result = checkFields(content, PHOTOS);
  return {
    problems: result.ok ? [] : result.problems,
    unlettered: result.ok ? await missingGlyphs(collectSiteTexts(content)) : [],
  };
}

describe("every dictionary builds the sample's content", () => {
  // The next language in the list stands beside each, so each is a second language once too.
  it.each(CODES.map((code, index) => [code, CODES[(index + 1) % CODES.length]]))(
    "%s, alone and before %s",
    async (code, next) => {
      expect(await checked(inLanguages(sample, [code]))).toEqual({ problems: [], unlettered: [] });
      expect(await checked(inLanguages(sample, [code, next]))).toEqual({ problems: [], unlettered: [] });
    },
    20_000,
  );
});

describe("emoji in the couple's texts", () => {
  const EMOJI = [
    "🌧️➡️🕯️", // variation selectors
    "👩‍❤️‍👨 👨‍👩‍👧", // ZWJ sequences
    "👍🏽 🙌🏿", // skin tones
    "🇵🇱 🇱🇧 🏴󠁧󠁢󠁳󠁣󠁴󠁿", // flags, one by its tags
    "💍 🥂 ❤️ 1️⃣",
  ];
  // Added to a text written once or to each language's.
  const plus = <Text>(text: Text, added: string): Text => mapTexts(text, (each) => `${each}${added}`);
  const withEmoji = (extra = "") => ({
    ...sample,
    couple: { ...sample.couple, partnerOne: plus(sample.couple.partnerOne, ` 💍${extra}`) },
    faq: sample.faq.map((item) => ({ ...item, answer: plus(item.answer, ` ${EMOJI.join(" ")}`) })),
  });

  it("build, drawn in the device's emoji face", async () => {
    expect(await checked(withEmoji())).toEqual({ problems: [], unlettered: [] });
  });

  it("leave every other letter no face has named", async () => {
    const { unlettered } = await checked(withEmoji("न"));
    // A site of several languages names the language too: "couple.partnerOne (Français): …".
    expect(unlettered).toContainEqual(
      expect.stringMatching(
        /^couple\.partnerOne( \(.+\))?: "न" \(U\+0928\) is in no face that may draw this text \(Cormorant Garamond, Inter, Press Start 2P, and VT323, or those that step in for them\)$/,
      ),
    );
    expect(unlettered.filter((line) => !line.includes('"न" (U+0928)'))).toEqual([]);
  });
});
