import { describe, expect, it } from "vitest";
import { DICTIONARIES, wordsFor } from "../../src/words";
import { FORMAL_WORDS } from "../../src/words/formal";
import { wordsToChange } from "../site-words";
import { wordLabels } from "./WordsField";

describe("the site's own words in the form", () => {
  for (const language of Object.keys(DICTIONARIES)) {
    for (const address of language in FORMAL_WORDS ? (["familiar", "formal"] as const) : (["familiar"] as const)) {
      it(`${language}, ${address}: each is offered under a name no other has`, () => {
        const labels = Object.values(wordLabels(wordsToChange(wordsFor(language, address))));
        const twins = labels.filter((label, index) => labels.indexOf(label) !== index);
        expect(twins).toEqual([]);
      });
    }
  }
});
